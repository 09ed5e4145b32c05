import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { LeadsDashboard, LeadsDashboardError } from '../../../features/staff/components/leads-dashboard';
import { prefetchLeads } from '../../../features/staff/hooks/use-leads-dashboard';
import { defaultLeadSearch, parseLeadSearch } from '../../../features/staff/lib/lead-search';

export const Route = createFileRoute('/admin/_signed-in/leads')({
  staticData: {
    staffPage: {
      title: 'Lead Management Dashboard',
      description: 'Contact leads and consultation bookings, with their Odoo sync state.',
      summary: 'Staff dashboard of contact leads and consultation bookings, with their CRM sync state.',
      loadingText: 'Loading lead data...',
    },
  },
  // Tab, search and status filter live in the address (the plain dashboard's values are left out of it).
  validateSearch: parseLeadSearch,
  search: { middlewares: [stripSearchParams(defaultLeadSearch)] },
  // Both lists are loaded whatever the tab: the tab labels show both counts.
  loaderDeps: ({ search: { q, status } }) => ({ q, status }),
  loader: ({ context: { queryClient }, deps }) => prefetchLeads(queryClient, deps),
  component: LeadsDashboard,
  errorComponent: LeadsDashboardError,
});
