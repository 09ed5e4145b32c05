// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { analyticsOrigins } from './analytics';

describe('analyticsOrigins', () => {
  it('is empty when analytics is not configured, half configured or names an unknown provider', () => {
    const none = { scriptSrc: [], connectSrc: [], imgSrc: [] };
    expect(analyticsOrigins({})).toEqual(none);
    expect(analyticsOrigins({ VITE_ANALYTICS_PROVIDER: 'plausible' })).toEqual(none);
    expect(analyticsOrigins({ VITE_ANALYTICS_PROVIDER: 'matomo', VITE_ANALYTICS_ID: 'x' })).toEqual(none);
  });

  it('gives Plausible its script origin for scripts and beacons, self-hosted or not', () => {
    expect(analyticsOrigins({ VITE_ANALYTICS_PROVIDER: 'Plausible', VITE_ANALYTICS_ID: 'gardencitytech.ng' })).toEqual({
      scriptSrc: ['https://plausible.io'],
      connectSrc: ['https://plausible.io'],
      imgSrc: [],
    });
    expect(
      analyticsOrigins({
        VITE_ANALYTICS_PROVIDER: 'plausible',
        VITE_ANALYTICS_ID: 'x',
        VITE_ANALYTICS_SRC: 'https://stats.example.ng:8443/js/s.js',
      }),
    ).toEqual({ scriptSrc: ['https://stats.example.ng:8443'], connectSrc: ['https://stats.example.ng:8443'], imgSrc: [] });
  });

  it('gives GA4 the tag manager script and Google’s collection endpoints', () => {
    const ga = analyticsOrigins({ VITE_ANALYTICS_PROVIDER: 'ga4', VITE_ANALYTICS_ID: 'G-TEST' });
    expect(ga.scriptSrc).toEqual(['https://www.googletagmanager.com']);
    expect(ga.connectSrc).toContain('https://*.google-analytics.com');
    expect(ga.imgSrc).toContain('https://*.google-analytics.com');
  });
});
