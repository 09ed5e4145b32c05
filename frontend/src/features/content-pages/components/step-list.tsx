// Numbered implementation steps: number, h3 title, duration, description and deliverables.
import type { Step } from '../../../content/types';
import { cn } from '../../../lib/cn';
import { CheckList } from './check-list';
import { Icon } from '../../../components/ui/icon';

export function StepList({ steps }: { steps: readonly Step[] }) {
  const cols = steps.length === 5 ? 'lg:grid-cols-5' : steps.length === 4 ? 'lg:grid-cols-4' : 'lg:grid-cols-3';
  return (
    <ol className={cn('grid gap-6 sm:grid-cols-2', cols)}>
      {steps.map((s) => (
        <li key={s.step} className="flex flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
          <div className="flex items-center justify-between gap-3">
            <span
              className="inline-flex h-10 w-10 items-center justify-center rounded-full bg-brand-700 text-lg font-bold text-white"
              aria-hidden="true"
            >
              {s.step}
            </span>
            <span className="inline-flex items-center gap-1 rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-900">
              <Icon name="clock" className="h-3.5 w-3.5" />
              <span className="sr-only">Duration: </span>
              {s.duration}
            </span>
          </div>
          <h3 className="mt-4 text-lg font-semibold text-slate-900">
            <span className="sr-only">Step {s.step}: </span>
            {s.title}
          </h3>
          <p className="mt-2 text-sm leading-6 text-slate-600">{s.description}</p>
          {s.deliverables.length ? <CheckList className="mt-4" label="Deliverables" items={s.deliverables} /> : null}
        </li>
      ))}
    </ol>
  );
}
