// JSON-LD builders for content pages (used in route heads, so kept small and data-only).
import type { ArticleMeta } from '../../content/articles/catalogue';
import type { Plan } from '../../content/types';
import { absoluteUrl } from '../../lib/seo';
import { siteConfig } from '../../site-config';

const organization = { '@type': 'Organization', name: siteConfig.name, url: siteConfig.url } as const;

function offer(plan: Plan, unitText: string | undefined) {
  const base = { '@type': 'Offer', name: plan.title, description: plan.description, seller: organization };
  if (plan.price.kind === 'naira') {
    return {
      ...base,
      price: String(plan.price.amount),
      priceCurrency: 'NGN',
      ...(unitText
        ? { priceSpecification: { '@type': 'UnitPriceSpecification', price: String(plan.price.amount), priceCurrency: 'NGN', unitText } }
        : {}),
    };
  }
  if (plan.price.kind === 'free') return { ...base, price: '0', priceCurrency: 'NGN' };
  // Custom and "contact us" prices are quoted per project: an offer without a price.
  return base;
}

/** A Service with an OfferCatalog of its plans or packages. */
export function serviceWithOffers(opts: {
  name: string;
  description: string;
  path: string;
  plans: readonly Plan[];
  /** "per user per month" for subscriptions; omitted for one-time packages. */
  unitText?: string;
}) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    name: opts.name,
    description: opts.description,
    url: absoluteUrl(opts.path),
    provider: organization,
    areaServed: { '@type': 'Country', name: 'Nigeria' },
    hasOfferCatalog: {
      '@type': 'OfferCatalog',
      name: `${opts.name} plans`,
      itemListElement: opts.plans.map((p) => offer(p, opts.unitText)),
    },
  };
}

/** A Service without prices (service and industry pages). */
export function service(name: string, description: string, path: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    name,
    description,
    url: absoluteUrl(path),
    provider: organization,
    areaServed: { '@type': 'Country', name: 'Nigeria' },
  };
}

export function articleJsonLd(meta: ArticleMeta) {
  return {
    '@context': 'https://schema.org',
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
