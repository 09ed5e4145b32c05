// An error said out loud: role="alert" makes a screen reader read it the moment it appears.
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

export function ErrorAlert({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <p role="alert" className={cn('rounded-lg bg-red-50 px-4 py-3 text-sm font-medium text-red-800', className)}>
      {children}
    </p>
  );
}
