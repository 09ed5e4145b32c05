// Shapes shared by the content modules. Pages render these; tests check the
// rendered text against them, so every figure is written once, here or in the module that owns it.
import type { RegisteredRouter } from '@tanstack/react-router';
import type { RouteToPath } from '@tanstack/router-core';
import type { IconName } from '../components/ui/icon';

/**
 * A path of this site: one of the router's, as registered in router.tsx, so a link to a missing page
 * fails to compile. Through the registration rather than an import of the generated route tree, which
 * imports every page and so every content module.
 */
export type AppPath = RouteToPath<RegisteredRouter>;

/** A button or link shown on a page. */
export interface PageLink {
  label: string;
  to: AppPath;
}

/** An amount in naira, free, custom (quoted per project) or a text such as "Contact us". */
export type Price = { kind: 'naira'; amount: number } | { kind: 'free' } | { kind: 'custom' } | { kind: 'text'; text: string };

/** A plan or package: title, price, period, description, features, recommended flag, timeframe. */
export interface Plan {
  id: string;
  title: string;
  price: Price;
  /** "per user / month", "one-time", ... */
  period: string;
  description: string;
  features: readonly string[];
  recommended?: boolean;
  /** Badge text of the recommended plan ("Most Popular", "Recommended"). */
  badge?: string;
  /** Delivery timeframe of a one-time package, e.g. "2-4 weeks". */
  timeframe?: string;
}

/** Implementation step: number, title, description, duration, deliverables. */
export interface Step {
  step: number;
  title: string;
  description: string;
  duration: string;
  deliverables: readonly string[];
}

/** A card with a title, a description and one or two lists. */
export interface FeatureCard {
  title: string;
  description: string;
  /** Name of an icon of components/ui/icon.tsx. */
  icon?: IconName;
  features?: readonly string[];
  benefits?: readonly string[];
  useCases?: readonly string[];
  /** A measured result line, e.g. "60% fewer manual tasks". */
  result?: string;
}

export interface Stat {
  value: string;
  label: string;
}

export interface Testimonial {
  quote: string;
  author: string;
  role: string;
}

/** Format a price the one way this site shows prices: "₦2,500", "Free", "Custom". */
export function formatPrice(price: Price): string {
  switch (price.kind) {
    case 'naira':
      return formatNaira(price.amount);
    case 'free':
      return 'Free';
    case 'custom':
      return 'Custom';
    case 'text':
      return price.text;
  }
}

/** 2500 → "₦2,500". */
export function formatNaira(amount: number): string {
  return `₦${groupThousands(amount)}`;
}

/** 2500 → "2,500"; written out so the output does not depend on the runtime's ICU data. */
export function groupThousands(n: number): string {
  return String(Math.trunc(n)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}
