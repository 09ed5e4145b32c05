import { createFileRoute } from '@tanstack/react-router';
import { FaqPage } from '../features/content-pages/faq/faq-page';
import { pageHead } from '../lib/seo';

export const Route = createFileRoute('/faq')({
  head: () =>
    pageHead({
      title: 'Frequently Asked Questions',
      description:
        'Answers about Microsoft 365 prices in Nigeria, Azure migration, Odoo ERP projects, AI agents, automation, support hours and free consultations.',
      path: '/faq',
      keywords: ['Microsoft 365 price Nigeria', 'Odoo implementation time', 'AI chatbot Nigerian languages', 'IT support Port Harcourt'],
    }),
  component: FaqPage,
});
