// Test helper: renders a path exactly as the prerender does (the router's own SSR from
// entry-server) and parses the HTML, so tests see the same markup visitors and crawlers get.
import { Window } from 'happy-dom';
import { render, routes } from '../../../entry-server';

export { routes };

const cache = new Map<string, Promise<{ status: number; document: Document }>>();

export function renderPage(path: string): Promise<{ status: number; document: Document }> {
  let hit = cache.get(path);
  if (!hit) {
    hit = render(path, { routes: {} }).then(({ status, html }) => {
      const window = new Window({ url: `http://localhost${path}` });
      window.document.write(html);
      return { status, document: window.document as unknown as Document };
    });
    cache.set(path, hit);
  }
  return hit;
}

/** The visible text of an element with runs of whitespace collapsed. */
export function textOf(el: Element | null | undefined): string {
  return (el?.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/** Every content route of the catalogue (the frame's own pages and the staff dashboard excluded). */
export const contentRoutes = [
  '/',
  '/solutions',
  '/solutions/microsoft-365',
  '/solutions/microsoft-azure',
  '/solutions/odoo-erp',
  '/solutions/dynamics-365',
  '/services',
  '/services/business-process-automation',
  '/services/data-analytics',
  '/services/ai-agents',
  '/services/cloud-migration',
  '/industries',
  '/industries/healthcare',
  '/industries/financial-services',
  '/industries/government',
  '/industries/manufacturing',
  '/resources',
  '/resources/microsoft-365-migration-guide',
  '/resources/ai-automation-use-cases',
  '/resources/cybersecurity-financial-institutions',
  '/resources/azure-vs-on-premises-cost-analysis',
  '/resources/nigerian-language-chatbots',
  '/blogs',
  '/about',
  '/get-started/microsoft-365',
  '/get-started/azure',
  '/get-started/business-process-automation',
  '/get-started/data-analytics',
  '/get-started/ai-agents',
  '/demos/odoo-erp',
  '/privacy-policy',
  '/terms-of-service',
] as const;
