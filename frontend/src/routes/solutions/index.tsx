import { createFileRoute } from '@tanstack/react-router';
import { SolutionsPage } from '../../features/content-pages/solutions/solutions-page';
import { pageHead } from '../../lib/seo';

export const Route = createFileRoute('/solutions/')({
  head: () =>
    pageHead({
      title: 'Solutions',
      description:
        'Microsoft 365, Dynamics 365, Odoo ERP, Azure, AI agents, automation and analytics for Nigerian businesses, grouped by what they do for you.',
      path: '/solutions',
    }),
  component: SolutionsPage,
});
