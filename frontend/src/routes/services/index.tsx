import { createFileRoute } from '@tanstack/react-router';
import { ServicesPage } from '../../features/content-pages/services/services-page';
import { pageHead } from '../../lib/seo';

export const Route = createFileRoute('/services/')({
  head: () =>
    pageHead({
      title: 'Services',
      description:
        'Business process automation, data analytics, AI agents, managed IT, cybersecurity, hardware and networking services for Nigerian organisations.',
      path: '/services',
    }),
  component: ServicesPage,
});
