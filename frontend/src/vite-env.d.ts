/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Analytics provider: 'plausible' or 'ga4'. Unset means page views go nowhere. */
  readonly VITE_ANALYTICS_PROVIDER?: string;
  /** Plausible: the site's domain. GA4: the measurement id (G-XXXX). */
  readonly VITE_ANALYTICS_ID?: string;
  /** Plausible: script URL override (self-hosted instances). */
  readonly VITE_ANALYTICS_SRC?: string;
}
