// Plans and packages: title, price, period, timeframe, description, features, recommended badge and
// an action chosen by the page.
import type { ReactNode } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Card } from '../../../components/ui/card';
import { formatPrice, type Plan } from '../../../content/types';
import { cn } from '../../../lib/cn';
import { CheckList } from './check-list';

export function PlanGrid({
  plans,
  action,
}: {
  plans: readonly Plan[];
  /** The button of a plan card. */
  action?: (plan: Plan) => ReactNode;
}) {
  const cols = plans.length === 4 ? 'lg:grid-cols-4' : plans.length === 2 ? 'lg:grid-cols-2' : 'lg:grid-cols-3';
  return (
    <ul className={cn('grid gap-6 sm:grid-cols-2', cols)}>
      {plans.map((plan) => (
        <Card as="li" key={plan.id} highlighted={plan.recommended} className="relative flex flex-col">
          {plan.badge ? (
            <Badge tone="accent" className="absolute -top-3 left-6">
              {plan.badge}
            </Badge>
          ) : null}
          <h3 className="text-xl font-semibold text-slate-900">{plan.title}</h3>
          <p className="mt-4">
            <span className="text-4xl font-bold tracking-tight text-slate-900">{formatPrice(plan.price)}</span>{' '}
            <span className="text-sm text-slate-600">{plan.period}</span>
          </p>
          {plan.timeframe ? (
            <p className="mt-2 text-sm font-medium text-slate-700">
              Timeframe: <span className="font-semibold text-brand-800">{plan.timeframe}</span>
            </p>
          ) : null}
          <p className="mt-4 text-sm leading-6 text-slate-600">{plan.description}</p>
          <CheckList className="mt-5 flex-1" items={plan.features} />
          {action ? <div className="mt-6">{action(plan)}</div> : null}
        </Card>
      ))}
    </ul>
  );
}
