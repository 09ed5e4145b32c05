import { createFileRoute } from '@tanstack/react-router';
import { BlogsPage } from '../features/content-pages/resources/blogs-page';
import { pageHead } from '../lib/seo';

export const Route = createFileRoute('/blogs')({
  head: () =>
    pageHead({
      title: 'Blog and Free Resources',
      description:
        'Articles, whitepapers, case studies, webinars and toolkits on Microsoft 365, Azure, cybersecurity, ERP and AI for Nigerian businesses.',
      path: '/blogs',
    }),
  component: BlogsPage,
});
