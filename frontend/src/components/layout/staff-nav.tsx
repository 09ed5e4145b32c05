// The staff pages' own navigation, shown above each admin page once signed in. Plain links: each admin
// page is its own prerendered page with its own data, and the queue board is served by the gateway,
// not by the router. Outside the admin feature so any staff page can use it.
import { cn } from '../../lib/cn';

export const staffPages = [
  { href: '/admin/leads', label: 'Leads' },
  { href: '/admin/people', label: 'People' },
  { href: '/admin/audit', label: 'Audit log' },
  { href: '/admin/mail', label: 'Mail' },
  { href: '/admin/queues', label: 'Queue board' },
] as const;

export type StaffPagePath = (typeof staffPages)[number]['href'];

/** `current` is the page being shown: its link carries aria-current="page". */
export function StaffNav({ current }: { current: StaffPagePath }) {
  return (
    <nav aria-label="Staff pages">
      <ul className="flex flex-wrap gap-1 rounded-xl border border-slate-200 bg-white p-1">
        {staffPages.map((p) => {
          const active = p.href === current;
          return (
            <li key={p.href}>
              <a
                href={p.href}
                aria-current={active ? 'page' : undefined}
                className={cn(
                  'inline-flex min-h-10 items-center rounded-lg px-3 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700',
                  active ? 'bg-brand-700 text-white' : 'text-slate-800 hover:bg-slate-100',
                )}
              >
                {p.label}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
