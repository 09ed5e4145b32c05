import { createFileRoute } from '@tanstack/react-router';
import { Dynamics365Page } from '../../features/content-pages/solutions/dynamics-365-page';
import { pageHead } from '../../lib/seo';

export const Route = createFileRoute('/solutions/dynamics-365')({
  head: () =>
    pageHead({
      title: 'Microsoft Dynamics 365 in Nigeria',
      description:
        'Dynamics 365 Sales, Customer Service, Field Service, Marketing, Finance & Operations and Human Resources, chosen and implemented for Nigerian organisations.',
      path: '/solutions/dynamics-365',
      preset: 'dynamics365',
    }),
  component: Dynamics365Page,
});
