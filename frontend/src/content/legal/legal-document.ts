// A legal page: a title, the last-updated date and numbered sections.
import type { Block } from '../blocks';

export interface LegalSection {
  number: number;
  id: string;
  heading: string;
  blocks: readonly Block[];
}

export interface LegalDocument {
  title: string;
  lastUpdated: string;
  /** ISO form of lastUpdated, for <time datetime>. */
  lastUpdatedIso: string;
  intro: string;
  sections: readonly LegalSection[];
}
