// The top band of a content page, holding its only h1.
import type { ReactNode } from 'react';
import { Container } from '../../../components/ui/section';
import { cn } from '../../../lib/cn';

export interface PageHeroProps {
  eyebrow?: ReactNode;
  title: ReactNode;
  lead?: ReactNode;
  /** Buttons under the lead. */
  actions?: ReactNode;
  /** Right-hand column on wide screens (an illustration, figures). */
  aside?: ReactNode;
  /** Extra content under the actions (badges, meta). */
  children?: ReactNode;
  className?: string;
}

export function PageHero({ eyebrow, title, lead, actions, aside, children, className }: PageHeroProps) {
  return (
    <section
      aria-labelledby="page-title"
      className={cn('bg-gradient-to-br from-brand-900 via-brand-800 to-brand-700 py-14 text-white sm:py-20', className)}
    >
      <Container className={cn(aside ? 'grid items-center gap-10 lg:grid-cols-2' : undefined)}>
        <div className="max-w-3xl">
          {eyebrow ? <p className="text-sm font-semibold uppercase tracking-wide text-brand-100">{eyebrow}</p> : null}
          <h1 id="page-title" className="mt-3 text-3xl font-bold tracking-tight text-white sm:text-5xl">
            {title}
          </h1>
          {lead ? <p className="mt-5 text-lg leading-8 text-brand-50">{lead}</p> : null}
          {actions ? <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap">{actions}</div> : null}
          {children}
        </div>
        {aside ? <div>{aside}</div> : null}
      </Container>
    </section>
  );
}
