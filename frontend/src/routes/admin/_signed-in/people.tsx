import { createFileRoute } from '@tanstack/react-router';
import { erasuresQuery } from '../../../features/staff/api/get-erasures';
import { PeoplePage } from '../../../features/staff/components/people-page';
import { StaffPageError } from '../../../features/staff/components/staff-frame';

export const Route = createFileRoute('/admin/_signed-in/people')({
  staticData: {
    staffPage: {
      title: 'People and privacy requests',
      description: 'Find every record of a person, export it, correct it or erase it everywhere, as the privacy policy promises.',
      summary: "Staff page to find, export, correct and erase a person's records.",
    },
  },
  // The person searched for stays in the page's state, never in its address (no e-mail address in the history).
  // The recent erasures are a side section with their own error line: a failure there must not take the
  // search away, so the loader prefetches (never throws) instead of ensuring.
  loader: ({ context: { queryClient } }) => queryClient.prefetchQuery(erasuresQuery),
  component: PeoplePage,
  errorComponent: StaffPageError,
});
