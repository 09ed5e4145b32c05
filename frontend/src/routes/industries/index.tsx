import { createFileRoute } from '@tanstack/react-router';
import { IndustriesPage } from '../../features/content-pages/industries/industries-page';
import { pageHead } from '../../lib/seo';

export const Route = createFileRoute('/industries/')({
  head: () =>
    pageHead({
      title: 'Industries',
      description:
        'Technology solutions for government, financial services, healthcare, retail, real estate, education and manufacturing organisations in Nigeria.',
      path: '/industries',
    }),
  component: IndustriesPage,
});
