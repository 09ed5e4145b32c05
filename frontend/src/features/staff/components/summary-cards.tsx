import { Icon, type IconName } from '../../../components/ui/icon';
import type { LeadSummary } from '@site/contracts/lead-lists';

export function SummaryCards({ stats }: { stats: LeadSummary }) {
  const cards: { title: string; value: string; note: string; icon: IconName }[] = [
    { title: 'Total Contacts', value: String(stats.totalContacts), note: `${stats.contactsThisWeek} this week`, icon: 'users' },
    { title: 'Consultations', value: String(stats.totalConsultations), note: `${stats.scheduled} scheduled`, icon: 'calendar' },
    { title: 'Odoo Integration', value: String(stats.odooLinked), note: 'records with an Odoo lead', icon: 'database' },
    { title: 'Conversion Rate', value: `${stats.conversionRate}%`, note: 'contacts converted', icon: 'trending-up' },
  ];
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {cards.map((c) => (
        <li key={c.title} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm" data-card={c.title}>
          <div className="flex items-center justify-between">
            <h2 className="text-sm font-medium text-slate-700">{c.title}</h2>
            <Icon name={c.icon} className="h-5 w-5 text-brand-700" />
          </div>
          <p className="mt-2 text-3xl font-bold text-slate-900" data-value>
            {c.value}
          </p>
          <p className="mt-1 text-xs text-slate-600">{c.note}</p>
        </li>
      ))}
    </ul>
  );
}
