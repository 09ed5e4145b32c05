import type { HTMLAttributes } from 'react';
import { cn } from '../../lib/cn';

export type BadgeTone = 'blue' | 'yellow' | 'green' | 'purple' | 'red' | 'gray' | 'brand' | 'accent';

// Text colours are the 800 steps so every badge keeps AA contrast on its tint.
const tones: Record<BadgeTone, string> = {
  blue: 'bg-blue-100 text-blue-800',
  yellow: 'bg-yellow-100 text-yellow-800',
  green: 'bg-green-100 text-green-800',
  purple: 'bg-purple-100 text-purple-800',
  red: 'bg-red-100 text-red-800',
  gray: 'bg-slate-100 text-slate-800',
  brand: 'bg-brand-100 text-brand-800',
  accent: 'bg-amber-100 text-amber-900',
};

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  tone?: BadgeTone;
}

export function Badge({ tone = 'gray', className, ...props }: BadgeProps) {
  return (
    <span className={cn('inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold', tones[tone], className)} {...props} />
  );
}
