import { createFileRoute } from '@tanstack/react-router';
import { MicrosoftAzurePage } from '../../features/content-pages/solutions/microsoft-azure-page';
import { pageHead } from '../../lib/seo';

export const Route = createFileRoute('/solutions/microsoft-azure')({
  head: () =>
    pageHead({
      title: 'Microsoft Azure Cloud for Nigerian Businesses',
      description:
        'Move your servers to Microsoft Azure: six core services, a four-phase migration journey, solutions for banks, hospitals and government, support tiers and 90 days of post-migration support.',
      path: '/solutions/microsoft-azure',
      preset: 'azure',
    }),
  component: MicrosoftAzurePage,
});
