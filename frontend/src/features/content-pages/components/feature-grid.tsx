// A grid of FeatureCards: icon, h3 title, description and the lists a card carries.
import { Card, CardText, CardTitle } from '../../../components/ui/card';
import type { FeatureCard } from '../../../content/types';
import { cn } from '../../../lib/cn';
import { CheckList } from './check-list';
import { IconTile } from '../../../components/ui/icon';

const columnClasses = {
  2: 'sm:grid-cols-2',
  3: 'sm:grid-cols-2 lg:grid-cols-3',
  4: 'sm:grid-cols-2 lg:grid-cols-4',
} as const;

export function FeatureGrid({
  items,
  columns = 3,
  labels = {},
}: {
  items: readonly FeatureCard[];
  columns?: keyof typeof columnClasses;
  labels?: { features?: string; benefits?: string; useCases?: string };
}) {
  return (
    <ul className={cn('grid gap-6', columnClasses[columns])}>
      {items.map((item) => (
        <Card as="li" key={item.title} className="flex flex-col">
          {item.icon ? <IconTile name={item.icon} /> : null}
          <CardTitle className={item.icon ? 'mt-4' : undefined}>{item.title}</CardTitle>
          <CardText>{item.description}</CardText>
          {item.features?.length ? <CheckList className="mt-4" label={labels.features ?? 'Key features'} items={item.features} /> : null}
          {item.benefits?.length ? (
            <CheckList className="mt-4" label={labels.benefits ?? 'Business benefits'} items={item.benefits} />
          ) : null}
          {item.useCases?.length ? <CheckList className="mt-4" label={labels.useCases ?? 'Use cases'} items={item.useCases} /> : null}
          {item.result ? (
            <p className="mt-4 rounded-lg bg-green-50 px-3 py-2 text-sm font-semibold text-green-800">
              <span className="sr-only">Result: </span>
              {item.result}
            </p>
          ) : null}
        </Card>
      ))}
    </ul>
  );
}
