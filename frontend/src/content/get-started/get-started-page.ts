// The shape of a get-started page: steps, cards, plans or
// packages, reasons, and the booking form preset to the page's consultation type.
import type { ConsultationType } from '@site/contracts/options';
import type { FeatureCard, Plan, Stat, Step } from '../types';

export interface GetStartedPage {
  consultationType: ConsultationType;
  hero: { eyebrow: string; title: string; lead: string };
  highlights: readonly Stat[];
  steps: { title: string; intro: string; items: readonly Step[] };
  cards: { title: string; intro: string; items: readonly FeatureCard[] };
  /** Plans or packages; the Azure page has none. */
  plans?: { title: string; intro: string; items: readonly Plan[]; note?: string };
  /** Show the plans before the cards (the data analytics page). */
  plansFirst?: boolean;
  reasons: { title: string; items: readonly { title: string; text: string }[] };
  booking: { title: string; text: string };
}
