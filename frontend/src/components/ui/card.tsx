import type { HTMLAttributes, ReactNode } from 'react';
import { cn } from '../../lib/cn';

export interface CardProps extends HTMLAttributes<HTMLElement> {
  /** Render as an article for self-contained items (a plan, a story), a div otherwise. */
  as?: 'div' | 'article' | 'li' | 'section';
  /** Highlighted (a recommended plan, a selected option). */
  highlighted?: boolean;
  children?: ReactNode;
}

export function Card({ as: Tag = 'div', highlighted, className, ...props }: CardProps) {
  return (
    <Tag
      className={cn(
        'rounded-xl border bg-white p-6 shadow-sm',
        highlighted ? 'border-brand-600 ring-2 ring-brand-600' : 'border-slate-200',
        className,
      )}
      {...props}
    />
  );
}

export function CardTitle({ as: Tag = 'h3', className, ...props }: HTMLAttributes<HTMLHeadingElement> & { as?: 'h2' | 'h3' | 'h4' }) {
  return <Tag className={cn('text-lg font-semibold text-slate-900', className)} {...props} />;
}

export function CardText({ className, ...props }: HTMLAttributes<HTMLParagraphElement>) {
  return <p className={cn('mt-2 text-sm leading-6 text-slate-600', className)} {...props} />;
}
