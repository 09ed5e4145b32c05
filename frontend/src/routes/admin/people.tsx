import { createFileRoute } from '@tanstack/react-router';
import { PeoplePage } from '../../features/admin/components/people-page';
import { pageHead } from '../../lib/seo';

export const Route = createFileRoute('/admin/people')({
  head: () =>
    pageHead({
      title: 'People and privacy requests',
      description: "Staff page to find, export, correct and erase a person's records.",
      path: '/admin/people',
      // Staff only: shows nothing without a session, and is no page for search results.
      noindex: true,
    }),
  component: PeoplePage,
});
