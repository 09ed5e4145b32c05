import { describe, expect, it } from 'vitest';
import { siteConfig } from '../site-config';
import { pageHead, seoPresets } from './seo';

describe('pageHead', () => {
  it('builds title, description, keywords, Open Graph, Twitter, canonical and JSON-LD', () => {
    const head = pageHead({
      title: 'Contact Us',
      description: 'Talk to us.',
      path: '/contact',
      keywords: ['a', 'b'],
      jsonLd: { '@type': 'ContactPage', name: '</script>' },
    });
    expect(head.meta).toContainEqual({ title: `Contact Us | ${siteConfig.name}` });
    expect(head.meta).toContainEqual({ name: 'description', content: 'Talk to us.' });
    expect(head.meta).toContainEqual({ name: 'keywords', content: 'a, b' });
    expect(head.meta).toContainEqual({ property: 'og:url', content: `${siteConfig.url}/contact` });
    expect(head.meta).toContainEqual({ property: 'og:type', content: 'website' });
    expect(head.meta).toContainEqual({ name: 'twitter:card', content: 'summary_large_image' });
    expect(head.links).toEqual([{ rel: 'canonical', href: `${siteConfig.url}/contact` }]);
    expect(head.scripts).toHaveLength(1);
    expect(head.scripts[0]!.type).toBe('application/ld+json');
    expect(head.scripts[0]!.children).not.toContain('</script>');
  });

  it('has the thirteen presets, and the Microsoft 365 preset states 2500 NGN per user per month', () => {
    expect(Object.keys(seoPresets).sort()).toEqual(
      [
        'ai',
        'analytics',
        'automation',
        'azure',
        'cisco',
        'dell',
        'dynamics365',
        'home',
        'hp',
        'meraki',
        'microsoft365',
        'networking',
        'odoo',
      ].sort(),
    );
    const head = pageHead({ title: 'Microsoft 365', description: 'x', path: '/solutions/microsoft-365', preset: 'microsoft365' });
    const ld = JSON.parse(head.scripts[0]!.children) as {
      offers: { price: string; priceCurrency: string; priceSpecification: { unitText: string } };
    };
    expect(ld.offers.price).toBe('2500');
    expect(ld.offers.priceCurrency).toBe('NGN');
    expect(ld.offers.priceSpecification.unitText).toBe('per user per month');
    expect(seoPresets.microsoft365.description).toMatch(/2,500 NGN per user per month/);
  });

  it('keeps a page out of search results when asked (robots noindex), and only then', () => {
    expect(pageHead({ title: 'X', description: 'Y', path: '/admin/leads', noindex: true }).meta).toContainEqual({
      name: 'robots',
      content: 'noindex',
    });
    expect(pageHead({ title: 'X', description: 'Y', path: '/x' }).meta.some((m) => 'name' in m && m.name === 'robots')).toBe(false);
  });

  it('a preset adds its keywords unless the page gives its own', () => {
    expect(pageHead({ title: 'X', description: 'Y', path: '/x', preset: 'azure' }).meta).toContainEqual({
      name: 'keywords',
      content: seoPresets.azure.keywords.join(', '),
    });
    expect(pageHead({ title: 'X', description: 'Y', path: '/x', preset: 'azure', keywords: ['own'] }).meta).toContainEqual({
      name: 'keywords',
      content: 'own',
    });
  });
});
