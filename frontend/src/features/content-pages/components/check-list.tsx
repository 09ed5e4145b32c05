import { cn } from '../../../lib/cn';
import { Icon } from '../../../components/ui/icon';

/** A list with check marks; the label (when given) is a short caption above it. */
export function CheckList({
  items,
  label,
  className,
  inverted,
}: {
  items: readonly string[];
  label?: string;
  className?: string;
  inverted?: boolean;
}) {
  return (
    <div className={className}>
      {label ? <p className={cn('text-sm font-semibold', inverted ? 'text-white' : 'text-slate-900')}>{label}</p> : null}
      <ul className={cn('space-y-2 text-sm', label && 'mt-2', inverted ? 'text-brand-50' : 'text-slate-700')}>
        {items.map((item) => (
          <li key={item} className="flex gap-2">
            <Icon name="check" className={cn('mt-0.5 h-4 w-4 shrink-0', inverted ? 'text-accent-500' : 'text-green-700')} />
            <span>{item}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
