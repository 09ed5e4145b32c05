import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryHistory, createRootRoute, createRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { faqCategories } from '../../../content/faq';
import { searchFaqs } from './faq-search';
import { FaqPage } from './faq-page';

function renderFaq() {
  const root = createRootRoute();
  const faq = createRoute({ getParentRoute: () => root, path: '/', component: FaqPage });
  const other = ['/contact', '/book-consultation'].map((path) => createRoute({ getParentRoute: () => root, path }));
  const router = createRouter({ routeTree: root.addChildren([faq, ...other]), history: createMemoryHistory({ initialEntries: ['/'] }) });
  return render(<RouterProvider router={router as never} />);
}

const expanded = () => screen.getAllByRole('button', { expanded: true });

describe('FAQ', () => {
  it('has five categories', () => {
    expect(faqCategories).toHaveLength(5);
  });

  it('search matches question, answer and category case-insensitively, numbering results category × 100 + question', () => {
    expect(searchFaqs(faqCategories, 'ODOO').length).toBeGreaterThan(0);
    const byCategory = searchFaqs(faqCategories, 'support & pricing');
    expect(byCategory).toHaveLength(faqCategories[4]!.questions.length);
    expect(byCategory.map((r) => r.index)).toEqual([400, 401, 402, 403]);
    expect(searchFaqs(faqCategories, 'pidgin')[0]!.category).toBe('AI & Automation'); // an answer match
    expect(searchFaqs(faqCategories, '   ')).toEqual([]);
  });

  it('opens the first question by default, one at a time; choosing the open one closes it', async () => {
    const user = userEvent.setup();
    renderFaq();
    const first = await screen.findByRole('button', { name: faqCategories[0]!.questions[0]!.question });
    expect(expanded()).toEqual([first]);
    const second = screen.getByRole('button', { name: faqCategories[1]!.questions[2]!.question });
    await user.click(second);
    expect(expanded()).toEqual([second]);
    await user.click(second);
    expect(screen.queryAllByRole('button', { expanded: true })).toEqual([]);
  });

  it('a search shows a flat list with a count and category labels instead of the categories; no match offers Clear Search', async () => {
    const user = userEvent.setup();
    renderFaq();
    const box = await screen.findByLabelText('Search FAQs');
    await user.type(box, 'odoo');
    const count = searchFaqs(faqCategories, 'odoo').length;
    expect(screen.getByRole('status').textContent).toContain(`${count} result`);
    expect(document.querySelector('[data-faq-categories]')).toBeNull();
    expect(screen.getAllByText('ERP & Business Apps').length).toBeGreaterThan(0);
    await user.clear(box);
    await user.type(box, 'zzzz-nothing');
    expect(screen.getByText('No FAQs found matching your search.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Clear Search' }));
    expect((box as HTMLInputElement).value).toBe('');
    expect(document.querySelector('[data-faq-categories]')).not.toBeNull();
  });
});
