// Page views through an adapter chosen by environment (DESIGN.md): VITE_ANALYTICS_PROVIDER = 'plausible'
// or 'ga4' with VITE_ANALYTICS_ID. With none configured every call does nothing and no script loads.

export interface Analytics {
  pageView(path: string): void;
}

export interface AnalyticsEnv {
  VITE_ANALYTICS_PROVIDER?: string;
  VITE_ANALYTICS_ID?: string;
  VITE_ANALYTICS_SRC?: string;
}

type Queue = ((...args: unknown[]) => void) & { q?: unknown[][] };
type AnalyticsWindow = Window & { plausible?: Queue; dataLayer?: unknown[]; gtag?: (...args: unknown[]) => void };

const noop: Analytics = { pageView() {} };

function loadScript(src: string, attrs: Record<string, string> = {}) {
  const s = document.createElement('script');
  s.async = true;
  s.src = src;
  for (const [k, v] of Object.entries(attrs)) s.setAttribute(k, v);
  document.head.appendChild(s);
}

function plausible(domain: string, src = 'https://plausible.io/js/script.manual.js'): Analytics {
  const w = window as AnalyticsWindow;
  w.plausible =
    w.plausible ??
    Object.assign((...args: unknown[]) => (w.plausible!.q = w.plausible!.q ?? []).push(args), { q: [] as unknown[][] });
  loadScript(src, { 'data-domain': domain, defer: '' });
  return { pageView: (path) => w.plausible!('pageview', { u: new URL(path, window.location.origin).href }) };
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
  return { pageView: (path) => w.gtag!('event', 'page_view', { page_path: path, page_location: window.location.href }) };
}

export function createAnalytics(env: AnalyticsEnv): Analytics {
  if (typeof window === 'undefined') return noop;
  const provider = env.VITE_ANALYTICS_PROVIDER?.trim().toLowerCase();
  const id = env.VITE_ANALYTICS_ID?.trim();
  if (!provider || !id) return noop;
  if (provider === 'plausible') return plausible(id, env.VITE_ANALYTICS_SRC || undefined);
  if (provider === 'ga4') return ga4(id);
  console.warn(`Unknown VITE_ANALYTICS_PROVIDER "${provider}"; page views are not reported.`);
  return noop;
}

let instance: Analytics | undefined;
/** The site's adapter, created on first use from the build's environment. */
export function analytics(): Analytics {
  instance ??= createAnalytics(import.meta.env as AnalyticsEnv);
  return instance;
}
