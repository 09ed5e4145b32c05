import { leadContextSchema } from '@site/contracts/lead-context';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as LeadContextModule from './lead-context';

// Each test starts a new visit: a fresh module (its in-memory copy) and empty session storage (cleared
// after every test by src/test/setup.ts).
let captureAttribution: typeof LeadContextModule.captureAttribution;
let leadContext: typeof LeadContextModule.leadContext;
beforeEach(async () => {
  vi.resetModules();
  ({ captureAttribution, leadContext } = await import('./lead-context'));
});

describe('lead context', () => {
  it('keeps the landing URL, its UTM parameters and the referrer for the whole visit', () => {
    captureAttribution(
      {
        href: 'https://site.ng/solutions?utm_source=google&utm_medium=cpc&utm_campaign=m365&utm_term=office&utm_content=ad1',
        search: '?utm_source=google&utm_medium=cpc&utm_campaign=m365&utm_term=office&utm_content=ad1',
      },
      'https://www.google.com/',
    );
    // A later page of the same visit does not overwrite the first landing.
    captureAttribution({ href: 'https://site.ng/contact?utm_source=other', search: '?utm_source=other' }, '');
    const ctx = leadContext('/contact');
    expect(ctx).toEqual({
      attribution: {
        utmSource: 'google',
        utmMedium: 'cpc',
        utmCampaign: 'm365',
        utmTerm: 'office',
        utmContent: 'ad1',
        referrer: 'https://www.google.com/',
        landingPage: 'https://site.ng/solutions?utm_source=google&utm_medium=cpc&utm_campaign=m365&utm_term=office&utm_content=ad1',
      },
      page: '/contact',
    });
    expect(JSON.parse(sessionStorage.getItem('site.attribution')!)).toMatchObject({ utmSource: 'google' });
    expect(leadContextSchema.safeParse(ctx).success).toBe(true);
  });

  it('sends only what is known: a direct visit has no UTM fields', () => {
    captureAttribution({ href: 'https://site.ng/', search: '' }, '');
    expect(leadContext('/').attribution).toEqual({ landingPage: 'https://site.ng/' });
  });

  it('when the visit began on a booking link, then its token is kept nowhere: landing page and page name /booking', () => {
    captureAttribution({ href: 'https://site.ng/booking/MDE5.c2lnbmF0dXJl?utm_source=mail', search: '?utm_source=mail' }, '');
    expect(leadContext('/booking/MDE5.c2lnbmF0dXJl')).toEqual({
      attribution: { utmSource: 'mail', landingPage: 'https://site.ng/booking?utm_source=mail' },
      page: '/booking',
    });
  });
});
