import type { ReactNode } from 'react';
import { cn } from '../../../lib/cn';

/**
 * A table's sideways-scrolling box on narrow screens: focusable and named, so keyboard users can scroll
 * it too (axe: scrollable-region-focusable).
 */
export function ScrollBox({ label, className, children }: { label: string; className?: string; children: ReactNode }) {
  return (
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      className={cn('overflow-x-auto focus-visible:outline-2 focus-visible:outline-brand-700', className)}
    >
      {children}
    </div>
  );
}
