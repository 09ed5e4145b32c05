// Buttons and button-styled links. `ButtonLink` is a router link (typed `to`), `ButtonAnchor` a
// plain anchor for tel:, mailto: and outside addresses.
import { createLink, type LinkComponent } from '@tanstack/react-router';
import { forwardRef, type AnchorHTMLAttributes, type ButtonHTMLAttributes } from 'react';
import { cn } from '../../lib/cn';

export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'ghost' | 'white' | 'outline-white' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

const base =
  'inline-flex items-center justify-center gap-2 rounded-lg font-semibold transition-colors ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 disabled:cursor-not-allowed disabled:opacity-60 ' +
  'aria-disabled:cursor-not-allowed aria-disabled:opacity-60';

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-brand-700 text-white hover:bg-brand-800 focus-visible:outline-brand-700',
  secondary: 'bg-accent-500 text-slate-900 hover:bg-accent-600 focus-visible:outline-accent-600',
  outline: 'border border-brand-700 text-brand-700 bg-white hover:bg-brand-50 focus-visible:outline-brand-700',
  ghost: 'text-brand-700 hover:bg-brand-50 focus-visible:outline-brand-700',
  white: 'bg-white text-brand-800 hover:bg-brand-50 focus-visible:outline-white',
  'outline-white': 'border border-white text-white hover:bg-white/10 focus-visible:outline-white',
  danger: 'bg-red-700 text-white hover:bg-red-800 focus-visible:outline-red-700',
};

const sizes: Record<ButtonSize, string> = {
  sm: 'min-h-9 px-3 py-1.5 text-sm',
  md: 'min-h-11 px-4 py-2 text-sm',
  lg: 'min-h-12 px-6 py-3 text-base',
};

export interface ButtonStyleProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
}

/** The class list of a button; for elements that are not one of the components below. */
export function buttonClasses({ variant = 'primary', size = 'md', fullWidth }: ButtonStyleProps = {}, extra?: string) {
  return cn(base, variants[variant], sizes[size], fullWidth && 'w-full', extra);
}

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & ButtonStyleProps;

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant, size, fullWidth, className, type = 'button', ...props },
  ref,
) {
  return <button ref={ref} type={type} className={buttonClasses({ variant, size, fullWidth }, className)} {...props} />;
});

export type ButtonAnchorProps = AnchorHTMLAttributes<HTMLAnchorElement> & ButtonStyleProps;

/** A button-styled plain anchor (tel:, mailto:, outside links). */
export const ButtonAnchor = forwardRef<HTMLAnchorElement, ButtonAnchorProps>(function ButtonAnchor(
  { variant, size, fullWidth, className, ...props },
  ref,
) {
  return <a ref={ref} className={buttonClasses({ variant, size, fullWidth }, className)} {...props} />;
});

const CreatedButtonLink = createLink(ButtonAnchor);

/** A button-styled router link: `<ButtonLink to="/contact" variant="outline">Contact</ButtonLink>`. */
export const ButtonLink: LinkComponent<typeof ButtonAnchor> = (props) => <CreatedButtonLink preload="intent" {...props} />;
