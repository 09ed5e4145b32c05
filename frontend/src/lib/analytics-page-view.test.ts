import { describe, expect, it } from 'vitest';
import { createAnalytics } from './analytics';

type Gtag = { dataLayer: unknown[][] };
type Plausible = { plausible: { q?: unknown[][] } };

describe('analytics page views', () => {
  it('when GA4 reports a page, then its campaign query is kept and a booking token never leaves the page', () => {
    const ga = createAnalytics({ VITE_ANALYTICS_PROVIDER: 'ga4', VITE_ANALYTICS_ID: 'G-TEST' });
    ga.pageView('/solutions?utm_source=google&gclid=abc');
    ga.pageView('/booking/MDE5.c2ln?utm_source=mail');
    const views = (window as unknown as Gtag).dataLayer.filter((args) => args[1] === 'page_view').map((args) => args[2]);
    expect(views).toEqual([
      { page_path: '/solutions', page_location: `${window.location.origin}/solutions?utm_source=google&gclid=abc` },
      { page_path: '/booking', page_location: `${window.location.origin}/booking?utm_source=mail` },
    ]);
  });

  it('when Plausible reports a booking link, then it reports the page without the token', () => {
    const plausible = createAnalytics({ VITE_ANALYTICS_PROVIDER: 'plausible', VITE_ANALYTICS_ID: 'site.ng' });
    plausible.pageView('/booking/MDE5.c2ln');
    expect((window as unknown as Plausible).plausible.q?.at(-1)).toEqual(['pageview', { u: `${window.location.origin}/booking` }]);
  });
});
