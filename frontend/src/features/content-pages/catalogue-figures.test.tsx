// @vitest-environment node
// Every price, package, timeframe, duration, date and figure of the content catalogue, checked on
// the prerendered page that the catalogue puts it on. The expected strings are written out from the
// catalogue (not read from the content modules), so a changed figure in the data fails here.
import { describe, expect, it } from 'vitest';
import { articles } from '../../content/articles/catalogue';
import { aiAgentPackages, analyticsPackages, automationPackages, microsoft365Plans } from '../../content/plans';
import { formatPrice, type Plan } from '../../content/types';
import { siteConfig } from '../../site-config';
import { renderPage, routes, textOf } from './testing/render-page';

async function mainOf(path: string) {
  const { document } = await renderPage(path);
  const main = document.querySelector('main');
  if (!main) throw new Error(`${path} has no main`);
  return { document, main, text: textOf(main) };
}

/** The list item (card) whose heading reads exactly `title`. */
function cardOf(main: Element, title: string): Element {
  const heading = [...main.querySelectorAll('h2, h3, h4')].find((h) => textOf(h) === title);
  const card = heading?.closest('li');
  if (!card) throw new Error(`No card titled ${title}`);
  return card;
}

/** The items of the first list of a section (not those of lists nested in them). */
function itemsOf(main: Element, labelledBy: string): Element[] {
  const list = main.querySelector(`[aria-labelledby="${labelledBy}"]`)?.querySelector('ul, ol');
  return list ? [...list.children] : [];
}

function hrefsOf(main: Element, text: RegExp): string[] {
  return [...main.querySelectorAll('a')].filter((a) => text.test(textOf(a))).map((a) => a.getAttribute('href') ?? '');
}

function jsonLdOf(document: Document): Record<string, unknown>[] {
  return [...document.querySelectorAll('script[type="application/ld+json"]')].map(
    (el) => JSON.parse(el.textContent ?? '{}') as Record<string, unknown>,
  );
}

const nairaPrices = (plans: readonly Plan[]) => plans.flatMap((p) => (p.price.kind === 'naira' ? [p.price.amount] : []));

function expectAll(text: string, expected: readonly string[], path: string) {
  for (const s of expected) expect(text, `${path} should show "${s}"`).toContain(s);
}

/** The consultation type the booking form of a page is preset to. */
function presetType(document: Document): string | null {
  const select = document.querySelector('select[name="consultationType"]');
  return select?.querySelector('option[selected]')?.getAttribute('value') ?? null;
}

describe('home', () => {
  it('when / is rendered, then it shows the hero, cards, figures and three testimonials of the catalogue', async () => {
    const { main, text } = await mainOf('/');
    expectAll(
      text,
      [
        'Book Free Consultation',
        'Watch Demo',
        'Empower Employees',
        'Engage Customers',
        'Boost Productivity',
        '+40%',
        'Efficiency',
        '78%',
        'Process automation',
        '2.8M',
        'Cost savings',
        'Join 200+ Nigerian organizations',
        '20+',
        '500+',
        '99%',
        '24h',
        '35%',
        '3x',
        '90%',
        '40%',
      ],
      '/',
    );
    expect(hrefsOf(main, /^Book Free Consultation$/)).toContain('/contact');
    // Six industry cards; real estate and education lead to /contact.
    const industries = main.querySelector('[aria-labelledby="industries-title"]')!;
    const links = [...industries.querySelectorAll('li a')];
    expect(links.map((a) => textOf(a.querySelector('span span'))).sort()).toEqual([
      'Education',
      'Financial Services',
      'Government',
      'Healthcare',
      'Manufacturing',
      'Real Estate',
    ]);
    for (const name of ['Real Estate', 'Education']) {
      expect(links.find((a) => textOf(a).startsWith(name))?.getAttribute('href')).toBe('/contact');
    }
    expect(main.querySelector('[aria-labelledby="services-title"]')!.querySelectorAll('li').length).toBeGreaterThanOrEqual(4);
    expect(main.querySelectorAll('[aria-labelledby="testimonials-title"] blockquote').length).toBe(3);
    expect(main.querySelectorAll('[aria-labelledby="partners-title"] img').length).toBeGreaterThanOrEqual(4);
  });
});

describe('solutions', () => {
  it('when /solutions is rendered, then it shows the three groups with Get Started and Learn More', async () => {
    const { main, text } = await mainOf('/solutions');
    expectAll(text, ['Empower Employees', 'Engage Customers', 'Boost Productivity', 'Key features', 'Business benefits'], '/solutions');
    expect(hrefsOf(main, /^Get Started/).length).toBe(hrefsOf(main, /^Learn More/).length);
  });

  it('when /solutions/microsoft-365 is rendered, then it shows the three plans, migration methods and hero links', async () => {
    const { main, text } = await mainOf('/solutions/microsoft-365');
    expectAll(text, ['99.9%', '30 days', 'Fewer than 150 mailboxes', '150 to 2000 mailboxes', 'More than 2000 mailboxes'], 'm365');
    expect(textOf(cardOf(main, 'Business Basic'))).toContain('₦2,500');
    expect(textOf(cardOf(main, 'Business Basic'))).toContain('1-300 users');
    expect(textOf(cardOf(main, 'Business Basic'))).toContain('1 TB storage per user');
    expect(textOf(cardOf(main, 'Business Standard'))).toContain('₦5,000');
    expect(textOf(cardOf(main, 'Business Standard'))).toContain('Most Popular');
    expect(textOf(cardOf(main, 'Business Premium'))).toContain('₦8,500');
    const hero = main.querySelector('[aria-labelledby="page-title"]')!;
    const heroLinks = [...hero.querySelectorAll('a')].map((a) => a.getAttribute('href'));
    expect(heroLinks.length).toBeGreaterThan(0);
    expect(new Set(heroLinks)).toEqual(new Set(['/get-started/microsoft-365']));
    const otherLinks = [...main.querySelectorAll('a')].filter((a) => !hero.contains(a)).map((a) => a.getAttribute('href'));
    expect(new Set(otherLinks)).toEqual(new Set(['/contact']));
  });

  it('when the Microsoft 365 head is rendered, then its price is the plans module’s (2,500 per user per month), in one Service block', async () => {
    const { document } = await renderPage('/solutions/microsoft-365');
    const description = document.querySelector('meta[name="description"]')?.getAttribute('content');
    expect(description).toContain(`${formatPrice(microsoft365Plans[0].price)} per user per month`);
    expect(description).toContain('₦2,500');
    const services = jsonLdOf(document).filter((j) => j['@type'] === 'Service');
    expect(services).toHaveLength(1);
    const offers = services[0]!.offers as { price: string; priceCurrency: string; priceSpecification: { unitText: string } };
    expect(offers.price).toBe(String(Math.min(...nairaPrices(microsoft365Plans))));
    expect(offers.price).toBe('2500');
    expect(offers.priceCurrency).toBe('NGN');
    expect(offers.priceSpecification.unitText).toBe('per user per month');
  });

  it('when a priced get-started page is rendered, then its head states the plans module’s lowest price and its one Service block lists the plans', async () => {
    const pages: [string, readonly Plan[], string][] = [
      ['/get-started/microsoft-365', microsoft365Plans, '₦2,500'],
      ['/get-started/business-process-automation', automationPackages, '₦150,000'],
      ['/get-started/data-analytics', analyticsPackages, '₦200,000'],
      ['/get-started/ai-agents', aiAgentPackages, '₦300,000'],
    ];
    for (const [path, plans, lowest] of pages) {
      const { document } = await renderPage(path);
      const description = document.querySelector('meta[name="description"]')?.getAttribute('content') ?? '';
      expect(description, path).toContain(`from ${lowest}`);
      expect(formatPrice({ kind: 'naira', amount: Math.min(...nairaPrices(plans)) }), path).toBe(lowest);
      const services = jsonLdOf(document).filter((j) => j['@type'] === 'Service');
      expect(services, path).toHaveLength(1);
      const catalogue = services[0]!.hasOfferCatalog as { itemListElement: { name: string; price?: string }[] };
      expect(
        catalogue.itemListElement.map((o) => o.name),
        path,
      ).toEqual(plans.map((p) => p.title));
    }
  });

  it('when any route is rendered, then it carries at most one Service block', async () => {
    for (const r of routes) {
      const { document } = await renderPage(r.path);
      expect(jsonLdOf(document).filter((j) => j['@type'] === 'Service').length, r.path).toBeLessThanOrEqual(1);
    }
    // Renders every route in turn (38 and growing): beyond the default 5 s on a busy two-core machine.
  }, 30_000);

  it('when /solutions/microsoft-azure is rendered, then it shows the support tiers and the hero goes to /get-started/azure', async () => {
    const { main, text } = await mainOf('/solutions/microsoft-azure');
    expectAll(text, ['90 days', '30-50%', 'Financial services', 'Healthcare', 'Government'], 'azure');
    expect(textOf(cardOf(main, 'Basic'))).toContain('Free');
    for (const tier of ['Developer', 'Standard', 'Premier']) expect(textOf(cardOf(main, tier))).toContain('Contact us');
    const hero = main.querySelector('[aria-labelledby="page-title"]')!;
    expect(new Set([...hero.querySelectorAll('a')].map((a) => a.getAttribute('href')))).toEqual(new Set(['/get-started/azure']));
    const others = [...main.querySelectorAll('a')].filter((a) => !hero.contains(a)).map((a) => a.getAttribute('href'));
    expect(new Set(others)).toEqual(new Set(['/contact']));
  });

  it('when /solutions/odoo-erp is rendered, then it shows the methodology durations, editions and demo link', async () => {
    const { main, text } = await mainOf('/solutions/odoo-erp');
    expect(text).toMatch(/over 40 applications/i);
    const phases = itemsOf(main, 'methodology-title');
    expect(phases.length).toBe(4);
    ['2-3 weeks', '4-8 weeks', '2-3 weeks', 'Ongoing'].forEach((d, i) => expect(textOf(phases[i])).toContain(`Duration: ${d}`));
    expect(textOf(cardOf(main, 'Community'))).toContain('Free');
    expect(textOf(cardOf(main, 'Enterprise'))).toContain('Recommended');
    expect(textOf(cardOf(main, 'Enterprise'))).toContain('per user / month');
    expect(textOf(cardOf(main, 'Odoo.sh'))).toContain('per user / month plus hosting');
    expect(hrefsOf(main, /demo/i)).toContain('/demos/odoo-erp');
    expect(new Set(hrefsOf(main, /^(?!.*demo).*/i))).toEqual(new Set(['/contact']));
  });

  it('when /solutions/dynamics-365 is rendered, then it shows six applications and every button goes to /contact', async () => {
    const { main, text } = await mainOf('/solutions/dynamics-365');
    expectAll(text, ['Sales', 'Customer Service', 'Field Service', 'Marketing', 'Finance & Operations', 'Human Resources'], 'd365');
    expect(new Set([...main.querySelectorAll('a')].map((a) => a.getAttribute('href')))).toEqual(new Set(['/contact']));
  });
});

describe('services', () => {
  it('when /services is rendered, then Get Started and Learn More follow the link rules', async () => {
    const { main } = await mainOf('/services');
    const cards = [...main.querySelectorAll('li[id]')];
    expect(cards.length).toBe(7);
    const rules: Record<string, [string, string]> = {
      'business-process-automation': ['/get-started/business-process-automation', '/services/business-process-automation'],
      'data-analytics': ['/get-started/data-analytics', '/services/data-analytics'],
      'ai-agents': ['/get-started/ai-agents', '/services/ai-agents'],
    };
    for (const card of cards) {
      const [getStarted, learnMore] = rules[card.id] ?? ['/contact', '/contact'];
      expect(hrefsOf(card, /^Get Started/), card.id).toEqual([getStarted]);
      expect(hrefsOf(card, /^Learn More/), card.id).toEqual([learnMore]);
    }
  });

  it.each([
    ['/services/business-process-automation', ['Implementation', 'Real-world applications']],
    [
      '/services/data-analytics',
      [
        'Power BI',
        'Data warehouse',
        'Predictive analytics',
        'Real-time dashboards',
        'Custom reports',
        'Data visualization',
        'Retail',
        'Financial services',
        'Healthcare',
        'Manufacturing',
      ],
    ],
    [
      '/services/ai-agents',
      [
        'Customer service agent',
        'Sales agent',
        'Process automation agent',
        'HR and recruitment agent',
        'Finance and accounting agent',
        'IT support agent',
        'E-commerce',
        'Banking',
        'Healthcare',
      ],
    ],
    ['/services/cloud-migration', ['Assessment', 'Planning', 'Migration', 'Optimization', '90 days']],
  ] as const)('when %s is rendered, then its sections show and every button goes to /contact', async (path, expected) => {
    const { main, text } = await mainOf(path);
    expectAll(text, expected, path);
    expect(new Set([...main.querySelectorAll('a')].map((a) => a.getAttribute('href')))).toEqual(new Set(['/contact']));
  });

  it('when the automation page is rendered, then it has six features, four applications with results and four steps', async () => {
    const { main } = await mainOf('/services/business-process-automation');
    expect(itemsOf(main, 'features-title').length).toBe(6);
    expect(itemsOf(main, 'applications-title').length).toBe(4);
    expect(textOf(main.querySelector('[aria-labelledby="applications-title"]'))).toContain('Result:');
    expect(itemsOf(main, 'process-title').length).toBe(4);
  });
});

describe('industries', () => {
  it('when /industries is rendered, then it shows each industry with challenges, solutions and benefits', async () => {
    const { text } = await mainOf('/industries');
    expectAll(
      text,
      ['Government', 'Financial Services', 'Healthcare', 'Retail', 'Real Estate', 'Education', 'Challenges', 'Solutions', 'Benefits'],
      '/industries',
    );
  });

  it('when /industries/healthcare is rendered, then it shows the compliance badges and the data residency note', async () => {
    const { main, text } = await mainOf('/industries/healthcare');
    expectAll(
      text,
      ['HIPAA', 'ISO 27001', 'SOC 2 Type II', 'Nigeria DPA', 'HL7 FHIR', 'ICD-10', 'Data residency', 'Impact:'],
      'healthcare',
    );
    expect(itemsOf(main, 'solutions-title').length).toBe(6);
    expect(main.querySelectorAll('[aria-labelledby="stories-title"] blockquote').length).toBe(3);
    expect(new Set([...main.querySelectorAll('a')].map((a) => a.getAttribute('href')))).toEqual(new Set(['/contact']));
  });

  it.each([
    ['/industries/financial-services', 4, 6],
    ['/industries/government', 4, 6],
    ['/industries/manufacturing', 6, 0],
  ] as const)(
    'when %s is rendered, then it shows %i challenges and %i solutions, all buttons to /contact',
    async (path, challenges, solutions) => {
      const { main } = await mainOf(path);
      expect(itemsOf(main, 'challenges-title').length).toBe(challenges);
      expect(itemsOf(main, 'solutions-title').length).toBe(solutions);
      expect(new Set([...main.querySelectorAll('a')].map((a) => a.getAttribute('href')))).toEqual(new Set(['/contact']));
    },
  );
});

describe('resources and articles', () => {
  it('when /resources is rendered, then it links to /faq and /blogs and shows the three cards', async () => {
    const { main, text } = await mainOf('/resources');
    const hrefs = [...main.querySelectorAll('a')].map((a) => a.getAttribute('href'));
    expect(hrefs).toContain('/faq');
    expect(hrefs).toContain('/blogs');
    expectAll(text, ['Documentation', 'Video Tutorials', 'Free Tools'], '/resources');
  });

  const table = [
    ['/resources/microsoft-365-migration-guide', 'migration', '12 min', 'March 15, 2024'],
    ['/resources/ai-automation-use-cases', 'AI', '8 min', 'March 10, 2024'],
    ['/resources/cybersecurity-financial-institutions', 'security', '10 min', 'March 5, 2024'],
    ['/resources/azure-vs-on-premises-cost-analysis', 'cloud', '15 min', 'February 28, 2024'],
    ['/resources/nigerian-language-chatbots', 'AI Development', '12 min', 'February 20, 2024'],
  ] as const;

  it.each(table)('when %s is rendered, then it shows category %s, read time %s and date %s', async (path, category, readTime, date) => {
    const { main } = await mainOf(path);
    const header = main.querySelector('article header')!;
    expect(textOf(header)).toContain(`Category: ${category}`);
    expect(textOf(header)).toContain(`${readTime} read`);
    expect(textOf(header.querySelector('time'))).toBe(date);
    expect(header.querySelector('a')?.getAttribute('href')).toBe('/resources');
    expect(hrefsOf(main.querySelector('[aria-labelledby="article-cta"]')!, /./)).toEqual(['/contact']);
  });

  it('when the migration guide is rendered, then it quotes Business Standard at 6,250 and the method thresholds', async () => {
    const { text } = await mainOf('/resources/microsoft-365-migration-guide');
    expectAll(
      text,
      ['₦6,250', 'Fewer than 150 mailboxes', '150 to 2000 mailboxes', 'More than 2000 mailboxes', '₦2,500', '₦8,500'],
      'guide',
    );
  });

  it('when the chatbot article is rendered, then it has every section of the catalogue', async () => {
    const { main } = await mainOf('/resources/nigerian-language-chatbots');
    const headings = [...main.querySelectorAll('article section > h2')].map((h) => textOf(h));
    expect(headings).toEqual([
      'The Nigerian language landscape',
      'Technical architecture',
      'Implementation by business type',
      'Cultural guidelines',
      'KPIs to measure',
      'A 12-week roadmap',
      'Do’s and don’ts',
      'Conclusion',
      'Build your multilingual chatbot with us',
    ]);
  });

  it('when /blogs is rendered, then it shows the featured article, links to the five articles and typed downloads with sizes', async () => {
    const { main, text } = await mainOf('/blogs');
    expect(textOf(main.querySelector('[aria-labelledby="featured-title"]'))).toContain(articles[0].headline);
    const hrefs = new Set([...main.querySelectorAll('a')].map((a) => a.getAttribute('href')));
    for (const a of articles) expect(hrefs.has(a.path), a.path).toBe(true);
    expectAll(text, ['Whitepaper', 'Case study', 'Webinar', 'Toolkit', '2.4 MB PDF', '1.1 MB PDF', '145 MB MP4', '3.6 MB ZIP'], '/blogs');
  });
});

describe('about', () => {
  it('when /about is rendered, then it shows the timeline years, three mailboxes, the office and opening hours', async () => {
    const { main, text } = await mainOf('/about');
    const years = itemsOf(main, 'timeline-title').map((li) => textOf(li.querySelector('p')));
    expect(years).toEqual(['2004', '2016', '2018', '2020', '2021', '2022', '2023']);
    expectAll(
      text,
      [
        'Mon-Fri',
        '8AM-6PM',
        'Sat',
        '9AM-2PM',
        siteConfig.address.city,
        siteConfig.emails.info,
        siteConfig.emails.sales,
        siteConfig.emails.support,
        'Certifications',
      ],
      '/about',
    );
    const ld = [...(await renderPage('/about')).document.querySelectorAll('script[type="application/ld+json"]')].map(
      (s) => s.textContent ?? '',
    );
    expect(ld.some((j) => j.includes('"@type":"Organization"'))).toBe(true);
  });
});

function expectPackages(main: Element, plans: readonly Plan[]) {
  for (const plan of plans) {
    const card = textOf(cardOf(main, plan.title));
    expect(card, plan.title).toContain(formatPrice(plan.price));
    if (plan.timeframe) expect(card, plan.title).toContain(`Timeframe: ${plan.timeframe}`);
    if (plan.badge) expect(card, plan.title).toContain(plan.badge);
  }
}

describe('get-started pages', () => {
  it('when /get-started/microsoft-365 is rendered, then it shows 4 steps, the plans at 2,500 / 5,000 / 8,500 and the preset form', async () => {
    const { document, main, text } = await mainOf('/get-started/microsoft-365');
    expect(itemsOf(main, 'steps-title').length).toBe(4);
    expect(textOf(cardOf(main, 'Business Basic'))).toContain('₦2,500');
    expect(textOf(cardOf(main, 'Business Standard'))).toContain('₦5,000');
    expect(textOf(cardOf(main, 'Business Standard'))).toContain('Most Popular');
    expect(textOf(cardOf(main, 'Business Premium'))).toContain('₦8,500');
    expectAll(text, ['30 days', '99.9%'], 'gs-m365');
    expectPackages(main, microsoft365Plans);
    expect(presetType(document)).toBe('microsoft-365');
    expect(hrefsOf(main, /./)).toContain('/contact');
  });

  it('when /get-started/azure is rendered, then it shows 5 steps, IaaS, PaaS and SaaS and the preset form', async () => {
    const { document, main, text } = await mainOf('/get-started/azure');
    expect(itemsOf(main, 'steps-title').length).toBe(5);
    expectAll(text, ['IaaS', 'PaaS', 'SaaS', '90 days', '99.9%'], 'gs-azure');
    expect(presetType(document)).toBe('azure-cloud');
    expect(hrefsOf(main, /./)).toContain('/contact');
  });

  it.each([
    [
      '/get-started/business-process-automation',
      'process-automation',
      [
        ['Starter', '₦150,000', '2-4 weeks'],
        ['Business Suite', '₦500,000', '4-8 weeks'],
        ['Enterprise', 'Custom', '8-16 weeks'],
      ],
    ],
    [
      '/get-started/data-analytics',
      'data-analytics',
      [
        ['Starter', '₦200,000', '3-4 weeks'],
        ['Business Suite', '₦600,000', '6-8 weeks'],
        ['Enterprise', 'Custom', '10-16 weeks'],
      ],
    ],
    [
      '/get-started/ai-agents',
      'ai-agents',
      [
        ['Single Agent', '₦300,000', '4-6 weeks'],
        ['Suite', '₦800,000', '8-12 weeks'],
        ['Enterprise', 'Custom', '12-20 weeks'],
      ],
    ],
  ] as const)(
    'when %s is rendered, then it shows 5 steps, three solutions, the three packages and the form preset to %s',
    async (path, type, packages) => {
      const { document, main } = await mainOf(path);
      expect(itemsOf(main, 'steps-title').length).toBe(5);
      expect(itemsOf(main, 'cards-title').length).toBe(3);
      for (const [title, price, timeframe] of packages) {
        const card = textOf(cardOf(main, title));
        expect(card, title).toContain(price);
        expect(card, title).toContain(timeframe);
      }
      // The recommended package of each area is the middle one.
      expect(textOf(cardOf(main, packages[1][0]))).toContain('Recommended');
      expect(presetType(document)).toBe(type);
      expect(hrefsOf(main, /./)).toContain('/contact');
    },
  );

  it('when the get-started pages are rendered, then every package of the plans module shows with its price and timeframe', async () => {
    expectPackages((await mainOf('/get-started/business-process-automation')).main, automationPackages);
    expectPackages((await mainOf('/get-started/data-analytics')).main, analyticsPackages);
    expectPackages((await mainOf('/get-started/ai-agents')).main, aiAgentPackages);
    expect((await mainOf('/get-started/data-analytics')).text).toContain('60 days');
  });
});

describe('Odoo demo page', () => {
  it('when /demos/odoo-erp is rendered, then it shows the formats, module demos, industries, stats and the preset form', async () => {
    const { document, main } = await mainOf('/demos/odoo-erp');
    expect(textOf(cardOf(main, 'Live Interactive Demo'))).toContain('60 minutes');
    expect(textOf(cardOf(main, 'Live Interactive Demo'))).toContain('Recommended');
    expect(textOf(cardOf(main, 'Self-Guided Demo'))).toContain('30-45 minutes');
    expect(textOf(cardOf(main, 'Industry-Specific Demo'))).toContain('75 minutes');
    const modules = itemsOf(main, 'modules-title').map((li) => textOf(li).match(/(\d+) minutes/)?.[1]);
    expect(modules).toEqual(['15', '15', '20', '10']);
    expect(itemsOf(main, 'industries-title').length).toBe(8);
    expect(main.querySelectorAll('[aria-labelledby="stats-title"] dd').length).toBeGreaterThanOrEqual(3);
    expect(presetType(document)).toBe('odoo-erp');
    expect(hrefsOf(main, /./)).toContain('/contact');
  });
});

describe('legal pages', () => {
  it('when /privacy-policy is rendered, then it was last updated August 13, 2025 and has 10 numbered sections', async () => {
    const { main, text } = await mainOf('/privacy-policy');
    expect(textOf(main.querySelector('time'))).toBe('August 13, 2025');
    const numbers = [...main.querySelectorAll('section > h2')].map((h) => Number(textOf(h).split('.')[0]));
    expect(numbers).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expectAll(
      text,
      [
        'Personal information',
        'Usage information',
        'Technical information',
        'Access and correction',
        'Deletion',
        'Opt-out',
        'Portability',
        'Monday to Friday, 8AM to 6PM',
        'Port Harcourt, Rivers State',
        siteConfig.emails.privacy,
        siteConfig.emails.info,
      ],
      'privacy',
    );
  });

  it('when /terms-of-service is rendered, then it has 12 sections and every figure of the terms', async () => {
    const { main, text } = await mainOf('/terms-of-service');
    expect(textOf(main.querySelector('time'))).toBe('August 13, 2025');
    const numbers = [...main.querySelectorAll('section > h2')].map((h) => Number(textOf(h).split('.')[0]));
    expect(numbers).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expectAll(
      text,
      [
        '24 hours',
        '4-24 hours',
        '2 hours',
        '48 hours',
        '99.5%',
        '12 months',
        'Nigeria',
        'Nigerian Naira',
        'Monday-Friday 8AM-6PM',
        '24/7',
        siteConfig.emails.legal,
        siteConfig.emails.info,
        siteConfig.registration.rcNumber,
        siteConfig.registration.vatNumber,
      ],
      'terms',
    );
  });
});
