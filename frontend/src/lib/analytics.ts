// Page views through an adapter chosen at build time: VITE_ANALYTICS_PROVIDER = 'plausible' or 'ga4'
// with VITE_ANALYTICS_ID (Plausible: the site's domain; GA4: the measurement id), and for Plausible
// optionally VITE_ANALYTICS_SRC (a self-hosted or proxied script). With none configured every call does
// nothing and no script loads. analyticsOrigins() names the origins the configured provider needs; the
// prerender writes them to dist/.csp.json and the gateway adds exactly those to its Content-Security-Policy.
import { publicHref } from './public-address';

export interface Analytics {
  /** A page view of the router's location (path and query, e.g. "/contact?utm_source=x"). */
  pageView(href: string): void;
}

export interface AnalyticsEnv {
  VITE_ANALYTICS_PROVIDER?: string;
  VITE_ANALYTICS_ID?: string;
  VITE_ANALYTICS_SRC?: string;
}

type Queue = ((...args: unknown[]) => void) & { q?: unknown[][] };
type AnalyticsWindow = Window & { plausible?: Queue; dataLayer?: unknown[]; gtag?: (...args: unknown[]) => void };

const noop: Analytics = { pageView() {} };

/** The page's full address as reported: query kept (campaign parameters), a booking link's token never. */
const pageUrl = (href: string) => new URL(publicHref(new URL(href, window.location.origin).href));

function loadScript(src: string, attrs: Record<string, string> = {}) {
  const s = document.createElement('script');
  s.async = true;
  s.src = src;
  for (const [k, v] of Object.entries(attrs)) s.setAttribute(k, v);
  document.head.appendChild(s);
}

const PLAUSIBLE_SRC = 'https://plausible.io/js/script.manual.js';

/** Origins a provider loads its script from, sends beacons to (fetch/XHR/sendBeacon) and loads pixels from. */
export interface AnalyticsOrigins {
  scriptSrc: string[];
  connectSrc: string[];
  imgSrc: string[];
}

type Provider = { kind: 'plausible'; id: string; src: string } | { kind: 'ga4'; id: string };

/** The configured provider, or undefined (not configured, or unknown: then nothing is reported). */
function configured(env: AnalyticsEnv): Provider | { kind: 'unknown'; name: string } | undefined {
  const provider = env.VITE_ANALYTICS_PROVIDER?.trim().toLowerCase();
  const id = env.VITE_ANALYTICS_ID?.trim();
  if (!provider || !id) return undefined;
  if (provider === 'plausible') return { kind: 'plausible', id, src: env.VITE_ANALYTICS_SRC?.trim() || PLAUSIBLE_SRC };
  if (provider === 'ga4') return { kind: 'ga4', id };
  return { kind: 'unknown', name: provider };
}

export function analyticsOrigins(env: AnalyticsEnv): AnalyticsOrigins {
  const provider = configured(env);
  if (provider?.kind === 'plausible') {
    // Plausible's script posts its events to /api/event on the origin it was loaded from.
    const origin = new URL(provider.src).origin;
    return { scriptSrc: [origin], connectSrc: [origin], imgSrc: [] };
  }
  if (provider?.kind === 'ga4') {
    // Google's list for GA4 through gtag.js (regional collection endpoints under the wildcards).
    return {
      scriptSrc: ['https://www.googletagmanager.com'],
      connectSrc: ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'],
      imgSrc: ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
    };
  }
  return { scriptSrc: [], connectSrc: [], imgSrc: [] };
}

function plausible(domain: string, src: string): Analytics {
  const w = window as AnalyticsWindow;
  w.plausible =
    w.plausible ?? Object.assign((...args: unknown[]) => (w.plausible!.q = w.plausible!.q ?? []).push(args), { q: [] as unknown[][] });
  loadScript(src, { 'data-domain': domain, defer: '' });
  return { pageView: (href) => w.plausible!('pageview', { u: pageUrl(href).href }) };
}

function ga4(id: string): Analytics {
  const w = window as AnalyticsWindow;
  w.dataLayer = w.dataLayer ?? [];
  w.gtag = function gtag(...args: unknown[]) {
    w.dataLayer!.push(args);
  };
  w.gtag('js', new Date());
  // Page views are sent by us on each route change, not by gtag's automatic first view.
  w.gtag('config', id, { send_page_view: false });
  loadScript(`https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`);
  return {
    pageView: (href) => {
      const url = pageUrl(href);
      w.gtag!('event', 'page_view', { page_path: url.pathname, page_location: url.href });
    },
  };
}

export function createAnalytics(env: AnalyticsEnv): Analytics {
  if (typeof window === 'undefined') return noop;
  const provider = configured(env);
  if (provider?.kind === 'plausible') return plausible(provider.id, provider.src);
  if (provider?.kind === 'ga4') return ga4(provider.id);
  if (provider?.kind === 'unknown') console.warn(`Unknown VITE_ANALYTICS_PROVIDER "${provider.name}"; page views are not reported.`);
  return noop;
}

let instance: Analytics | undefined;
/** The site's adapter, created on first use from the build's environment. */
export function analytics(): Analytics {
  instance ??= createAnalytics(import.meta.env as AnalyticsEnv);
  return instance;
}
