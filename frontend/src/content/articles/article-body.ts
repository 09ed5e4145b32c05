// The body of an article: an introduction, sections of blocks and a closing call to action.
import type { Block } from '../blocks';
import type { PageLink } from '../types';

export type { Block };

export interface ArticleSection {
  id: string;
  heading: string;
  blocks: readonly Block[];
}

export interface ArticleBody {
  intro: string;
  sections: readonly ArticleSection[];
  cta: { title: string; text: string; action: PageLink };
}
