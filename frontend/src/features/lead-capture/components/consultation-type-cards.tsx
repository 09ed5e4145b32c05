import type { ConsultationType } from '@site/contracts/options';
import { Icon } from '../../../components/ui/icon';
import { cn } from '../../../lib/cn';
import { consultationTypeCards } from '../../../content/consultation-types';

/** The six selectable consultation types of /book-consultation; the chosen one is highlighted. */
export function ConsultationTypeCards({
  selected,
  onSelect,
}: {
  selected: ConsultationType | undefined;
  onSelect: (id: ConsultationType) => void;
}) {
  return (
    <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
      {consultationTypeCards.map((card) => {
        const isSelected = card.id === selected;
        return (
          <li key={card.id}>
            <button
              type="button"
              aria-pressed={isSelected}
              onClick={() => onSelect(card.id)}
              className={cn(
                'flex h-full w-full flex-col rounded-xl border bg-white p-6 text-left shadow-sm transition',
                isSelected ? 'border-brand-700 ring-2 ring-brand-700' : 'border-slate-200 hover:border-brand-300 hover:shadow-md',
              )}
            >
              <span className="flex items-start justify-between gap-3">
                <span className="text-lg font-semibold text-slate-900">{card.title}</span>
                {isSelected ? (
                  <span className="inline-flex shrink-0 items-center gap-1 rounded-full bg-brand-700 px-2.5 py-0.5 text-xs font-semibold text-white">
                    <Icon name="check" className="h-3.5 w-3.5" /> Selected
                  </span>
                ) : null}
              </span>
              <span className="mt-2 block text-sm text-slate-600">{card.description}</span>
              <span className="mt-3 inline-flex items-center gap-1.5 text-sm font-medium text-brand-700">
                <Icon name="clock" className="h-4 w-4" /> {card.duration}
              </span>
              <span className="mt-4 block space-y-1.5">
                {card.benefits.map((b) => (
                  <span key={b} className="flex items-start gap-2 text-sm text-slate-700">
                    <Icon name="check" className="mt-0.5 h-4 w-4 shrink-0 text-green-700" />
                    {b}
                  </span>
                ))}
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
