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
