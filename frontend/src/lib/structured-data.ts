// The one builder of the site's structured data (schema.org JSON-LD): the organisation, a Service
// (with its plans and prices, read from the content data, when it has any) and an Article. Route heads
// (through seo.ts presets) and page bodies (features/pages/components/json-ld.tsx) both use it, and a
// page carries at most one Service block.
import type { ArticleMeta } from '../content/articles/catalogue';
import type { Plan } from '../content/types';
import { siteConfig } from '../site-config';

export type JsonLdData = Record<string, unknown>;

const CONTEXT = 'https://schema.org';
const organization = { '@type': 'Organization', name: siteConfig.name, url: siteConfig.url } as const;

/** The absolute URL of a site path (or an absolute URL unchanged). */
export function absoluteUrl(pathOrUrl: string): string {
  if (/^https?:\/\//.test(pathOrUrl)) return pathOrUrl;
  const path = pathOrUrl.startsWith('/') ? pathOrUrl : `/${pathOrUrl}`;
  return `${siteConfig.url.replace(/\/$/, '')}${path === '/' ? '/' : path.replace(/\/$/, '')}`;
}

function nairaPrice(amount: number, unitText: string | undefined) {
  return {
    price: String(amount),
    priceCurrency: 'NGN',
    ...(unitText
      ? { priceSpecification: { '@type': 'UnitPriceSpecification', price: String(amount), priceCurrency: 'NGN', unitText } }
      : {}),
  };
}

function offer(plan: Plan, unitText: string | undefined) {
  const base = { '@type': 'Offer', name: plan.title, description: plan.description, seller: organization };
  if (plan.price.kind === 'naira') return { ...base, ...nairaPrice(plan.price.amount, unitText) };
  if (plan.price.kind === 'free') return { ...base, price: '0', priceCurrency: 'NGN' };
  // Custom and "contact us" prices are quoted per project: an offer without a price.
  return base;
}

export interface ServiceData {
  name: string;
  description: string;
  /** The plans or packages on offer: an OfferCatalog, and the lowest naira price as the service's offer. */
  plans?: readonly Plan[];
  /** The starting price (naira) when the plans themselves are not listed. */
  fromPrice?: number;
  /** "per user per month" for subscriptions; omitted for one-time packages. */
  unitText?: string;
}

/** A Service provided in Nigeria by the organisation, at `path`. */
export function serviceJsonLd(service: ServiceData, path: string): JsonLdData {
  const { name, description, plans, unitText, fromPrice } = service;
  const prices = fromPrice !== undefined ? [fromPrice] : (plans ?? []).flatMap((p) => (p.price.kind === 'naira' ? [p.price.amount] : []));
  return {
    '@context': CONTEXT,
    '@type': 'Service',
    name,
    description,
    url: absoluteUrl(path),
    provider: organization,
    areaServed: { '@type': 'Country', name: 'Nigeria' },
    ...(prices.length ? { offers: { '@type': 'Offer', ...nairaPrice(Math.min(...prices), unitText) } } : {}),
    ...(plans?.length
      ? { hasOfferCatalog: { '@type': 'OfferCatalog', name: `${name} plans`, itemListElement: plans.map((p) => offer(p, unitText)) } }
      : {}),
  };
}

export function organizationJsonLd(): JsonLdData {
  return {
    '@context': CONTEXT,
    '@type': 'Organization',
    name: siteConfig.name,
    legalName: siteConfig.legalName,
    url: siteConfig.url,
    foundingDate: String(siteConfig.founded),
    email: siteConfig.emails.info,
    telephone: siteConfig.phone.display,
    address: {
      '@type': 'PostalAddress',
      streetAddress: siteConfig.address.street,
      addressLocality: siteConfig.address.city,
      addressRegion: siteConfig.address.state,
      addressCountry: siteConfig.address.countryCode,
    },
    sameAs: siteConfig.social.map((s) => s.href),
  };
}

export function articleJsonLd(meta: ArticleMeta): JsonLdData {
  return {
    '@context': CONTEXT,
    '@type': 'Article',
    headline: meta.headline,
    description: meta.excerpt,
    datePublished: meta.isoDate,
    dateModified: meta.isoDate,
    articleSection: meta.category,
    timeRequired: `PT${parseInt(meta.readTime, 10)}M`,
    author: { '@type': 'Organization', name: `${siteConfig.name} ${meta.author}` },
    publisher: organization,
    mainEntityOfPage: absoluteUrl(meta.path),
    inLanguage: 'en-NG',
  };
}

/** JSON for a <script type="application/ld+json">; "<" is escaped so a value can never close the element. */
export function jsonLdText(data: JsonLdData): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
