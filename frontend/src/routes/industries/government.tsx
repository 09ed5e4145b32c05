import { createFileRoute } from '@tanstack/react-router';
import { GovernmentPage } from '../../features/content-pages/industries/government-page';
import { pageHead } from '../../lib/seo';

const description =
  'Secure collaboration, records management, citizen portals and revenue analytics for Nigerian ministries, agencies and councils.';

export const Route = createFileRoute('/industries/government')({
  head: () =>
    pageHead({
      title: 'Government Technology Solutions in Nigeria',
      description,
      path: '/industries/government',
    }),
  component: GovernmentPage,
});
