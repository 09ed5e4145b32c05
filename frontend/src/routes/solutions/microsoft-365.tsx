import { createFileRoute } from '@tanstack/react-router';
import { Microsoft365Page } from '../../features/content-pages/solutions/microsoft-365-page';
import { MICROSOFT_365_PRICE_UNIT, startingPrices } from '../../content/starting-prices';
import { formatNaira } from '../../content/types';
import { pageHead } from '../../lib/seo';

export const Route = createFileRoute('/solutions/microsoft-365')({
  head: () =>
    pageHead({
      title: 'Microsoft 365 for Nigerian Businesses',
      description: `Microsoft 365 for Nigerian businesses from ${formatNaira(startingPrices.microsoft365)} ${MICROSOFT_365_PRICE_UNIT}: plans, migration by mailbox count, security and compliance, with 30 days of support after implementation.`,
      path: '/solutions/microsoft-365',
      preset: 'microsoft365',
    }),
  component: Microsoft365Page,
});
