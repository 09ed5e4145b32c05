// Shapes shared by the financial-services, government and manufacturing pages.
import type { FeatureCard, PageLink } from '../types';

export interface IndustryChallenge {
  title: string;
  description: string;
  /** The statistic shown with the challenge. */
  stat?: { value: string; label: string };
}

export interface IndustryPage {
  hero: { eyebrow: string; title: string; lead: string; actions: readonly PageLink[] };
  challengesTitle: string;
  challenges: readonly IndustryChallenge[];
  solutionsTitle?: string;
  solutions?: readonly FeatureCard[];
  cta: { title: string; text: string; actions: readonly PageLink[] };
}
