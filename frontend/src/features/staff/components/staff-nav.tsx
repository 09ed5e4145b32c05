// The staff pages' own navigation, shown above each staff page once signed in. Router links: the staff
// pages are one app, so moving between them asks for no document. The queue board is the gateway's
// page, not the router's: a plain link.
import { Link } from '@tanstack/react-router';
import { cn } from '../../../lib/cn';

const staffPages = [
  { to: '/admin/leads', label: 'Leads' },
  { to: '/admin/people', label: 'People' },
  { to: '/admin/audit', label: 'Audit log' },
  { to: '/admin/mail', label: 'Mail' },
] as const;

const QUEUE_BOARD = { href: '/admin/queues', label: 'Queue board' };

const item =
  'inline-flex min-h-10 items-center rounded-lg px-3 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700';
const inactive = 'text-slate-800 hover:bg-slate-100';

/** The link of the page being shown carries aria-current="page" (the router marks it). */
export function StaffNav() {
  return (
    <nav aria-label="Staff pages">
      <ul className="flex flex-wrap gap-1 rounded-xl border border-slate-200 bg-white p-1">
        {staffPages.map((p) => (
          <li key={p.to}>
            <Link
              to={p.to}
              className={item}
              activeOptions={{ includeSearch: false }}
              activeProps={{ className: 'bg-brand-700 text-white' }}
              inactiveProps={{ className: inactive }}
            >
              {p.label}
            </Link>
          </li>
        ))}
        <li>
          <a href={QUEUE_BOARD.href} className={cn(item, inactive)}>
            {QUEUE_BOARD.label}
          </a>
        </li>
      </ul>
    </nav>
  );
}
