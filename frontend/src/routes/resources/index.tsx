import { createFileRoute } from '@tanstack/react-router';
import { ResourcesPage } from '../../features/content-pages/resources/resources-page';
import { pageHead } from '../../lib/seo';

export const Route = createFileRoute('/resources/')({
  head: () =>
    pageHead({
      title: 'Resources',
      description: 'Guides, articles, FAQs and free tools on cloud migration, cybersecurity, ERP and AI for Nigerian organisations.',
      path: '/resources',
    }),
  component: ResourcesPage,
});
