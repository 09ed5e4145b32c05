import { createFileRoute } from '@tanstack/react-router';
import { Microsoft365Page } from '../../features/pages/microsoft-365-page';
import { pageHead } from '../../lib/seo';

export const Route = createFileRoute('/solutions/microsoft-365')({
  head: () =>
    pageHead({
      title: 'Microsoft 365 for Nigerian Businesses',
      // The starting price is the metadata preset's (2500 NGN per user per month, behaviour §2).
      description:
        'Microsoft 365 for Nigerian businesses from ₦2,500 per user per month: plans, migration by mailbox count, security and compliance, with 30 days of support after implementation.',
      path: '/solutions/microsoft-365',
      preset: 'microsoft365',
    }),
  component: Microsoft365Page,
});
