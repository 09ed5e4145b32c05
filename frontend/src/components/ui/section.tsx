import type { HTMLAttributes, ReactNode } from 'react';
import { cn } from '../../lib/cn';

/** Centres content at the site's width with the page gutters. */
export function Container({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cn('mx-auto w-full max-w-7xl px-4 sm:px-6 lg:px-8', className)} {...props} />;
}

export type SectionTone = 'white' | 'muted' | 'brand' | 'dark';

const tones: Record<SectionTone, string> = {
  white: 'bg-white',
  muted: 'bg-slate-50',
  brand: 'bg-brand-800 text-white',
  dark: 'bg-slate-900 text-white',
};

export interface SectionProps extends HTMLAttributes<HTMLElement> {
  tone?: SectionTone;
  /** Vertical padding; 'none' for sections that set their own. */
  spacing?: 'none' | 'sm' | 'md' | 'lg';
  /** Wrap the children in a Container (default true). */
  contained?: boolean;
  children?: ReactNode;
}

const spacings = { none: '', sm: 'py-8 sm:py-10', md: 'py-12 sm:py-16', lg: 'py-16 sm:py-24' } as const;

/** A page band. Give it `aria-labelledby` pointing at its heading. */
export function Section({ tone = 'white', spacing = 'md', contained = true, className, children, ...props }: SectionProps) {
  return (
    <section className={cn(tones[tone], spacings[spacing], className)} {...props}>
      {contained ? <Container>{children}</Container> : children}
    </section>
  );
}

export interface SectionHeadingProps {
  id?: string;
  eyebrow?: ReactNode;
  title: ReactNode;
  intro?: ReactNode;
  align?: 'left' | 'center';
  /** Heading level; sections directly under the page's h1 use h2. */
  as?: 'h1' | 'h2' | 'h3';
  /** Light text for brand or dark sections. */
  inverted?: boolean;
  className?: string;
}

export function SectionHeading({ id, eyebrow, title, intro, align = 'center', as: Tag = 'h2', inverted, className }: SectionHeadingProps) {
  return (
    <div className={cn('mb-10 max-w-3xl', align === 'center' && 'mx-auto text-center', className)}>
      {eyebrow ? (
        <p className={cn('text-sm font-semibold uppercase tracking-wide', inverted ? 'text-brand-100' : 'text-brand-700')}>{eyebrow}</p>
      ) : null}
      <Tag id={id} className={cn('mt-2 text-3xl font-bold tracking-tight sm:text-4xl', inverted ? 'text-white' : 'text-slate-900')}>
        {title}
      </Tag>
      {intro ? <p className={cn('mt-4 text-lg leading-8', inverted ? 'text-brand-50' : 'text-slate-600')}>{intro}</p> : null}
    </div>
  );
}
