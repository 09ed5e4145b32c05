// Figures shown as value + label (a stats band, highlights).
import type { Stat } from '../../../content/types';
import { cn } from '../../../lib/cn';

export function StatList({
  stats,
  inverted,
  className,
  layout = 'row',
}: {
  stats: readonly Stat[];
  inverted?: boolean;
  className?: string;
  /** A row of figures (wrapping to two columns on phones), or a single column. */
  layout?: 'row' | 'column';
}) {
  const grid = layout === 'row' ? 'grid-cols-2 sm:grid-cols-none sm:auto-cols-fr sm:grid-flow-col' : 'grid-cols-1';
  return (
    <dl className={cn('grid gap-6', grid, className)}>
      {stats.map((s) => (
        <div key={s.label} className="flex flex-col-reverse">
          <dt className={cn('mt-1 text-sm', inverted ? 'text-brand-50' : 'text-slate-600')}>{s.label}</dt>
          <dd className={cn('text-3xl font-bold tracking-tight', inverted ? 'text-white' : 'text-brand-800')}>{s.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A full-width band of figures on the brand colour, its heading for screen readers only. */
export function StatsBand({ title, stats, padding }: { title: string; stats: readonly Stat[]; padding: 'py-10' | 'py-12' }) {
  return (
    <section aria-labelledby="stats-title" className={`bg-brand-800 ${padding} text-white`}>
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <h2 id="stats-title" className="sr-only">
          {title}
        </h2>
        <StatList stats={stats} inverted className="text-center" />
      </div>
    </section>
  );
}
