// The context sent with every submission (contracts/lead-context): the visit's attribution, kept in
// sessionStorage from the landing page so later pages of the same visit report where it began, and
// the privacy policy version shown next to the form.
import type { attributionSchema, leadContextSchema } from '@site/contracts/lead-context';
import type { z } from 'zod';
import { publicHref, publicPath } from '../../lib/public-address';

type Attribution = z.input<typeof attributionSchema>;
type LeadContext = z.input<typeof leadContextSchema>;

const STORAGE_KEY = 'site.attribution';
const MAX_URL = 2048;
const MAX_SHORT = 200;

const utmParams = {
  utm_source: 'utmSource',
  utm_medium: 'utmMedium',
  utm_campaign: 'utmCampaign',
  utm_term: 'utmTerm',
  utm_content: 'utmContent',
} as const;

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null; // storage disabled (privacy mode): attribution then lives only in this page
  }
}

let inMemory: Attribution | null = null;

/** Reads the landing URL once per visit. Call on start-up in the browser; later calls keep the first. */
export function captureAttribution(location: Pick<Location, 'href' | 'search'> = window.location, referrer = document.referrer) {
  const store = storage();
  const saved = store?.getItem(STORAGE_KEY);
  if (saved || inMemory) return;
  const params = new URLSearchParams(location.search);
  const attribution: Attribution = {};
  for (const [param, field] of Object.entries(utmParams)) {
    const value = params.get(param)?.trim();
    if (value) attribution[field] = value.slice(0, MAX_SHORT);
  }
  if (referrer) attribution.referrer = referrer.slice(0, MAX_URL);
  attribution.landingPage = publicHref(location.href).slice(0, MAX_URL);
  inMemory = attribution;
  store?.setItem(STORAGE_KEY, JSON.stringify(attribution));
}

function currentAttribution(): Attribution | undefined {
  const saved = storage()?.getItem(STORAGE_KEY);
  if (saved) {
    try {
      return JSON.parse(saved) as Attribution;
    } catch {
      return inMemory ?? undefined;
    }
  }
  return inMemory ?? undefined;
}

/** The context of a submission made on `page` (consent is recorded by the server, with its own clock). */
export function leadContext(page: string = window.location.pathname): LeadContext {
  const attribution = currentAttribution();
  return {
    ...(attribution ? { attribution } : {}),
    page: publicPath(page).slice(0, MAX_URL),
  };
}
