// Labelled form controls. Each ties its label, hint and error to the control (htmlFor, aria-describedby,
// aria-invalid). Required fields carry aria-required rather than `required`, so the form's own notice
// ("Missing Information") speaks instead of the browser's bubble.
import { useId, type InputHTMLAttributes, type Ref, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import { cn } from '../../lib/cn';

interface FieldChrome {
  label: ReactNode;
  required?: boolean;
  error?: string | undefined;
  hint?: ReactNode;
  className?: string;
}

const controlBase =
  'block w-full rounded-lg border bg-white px-3 py-2.5 text-base text-slate-900 shadow-sm placeholder:text-slate-500 ' +
  'focus:border-brand-600 focus:outline-2 focus:outline-offset-0 focus:outline-brand-600 disabled:bg-slate-100 sm:text-sm';

function controlClasses(error?: string) {
  return cn(controlBase, error ? 'border-red-700' : 'border-slate-400');
}

function useFieldIds(id?: string) {
  const generated = useId();
  const controlId = id ?? generated;
  return { controlId, hintId: `${controlId}-hint`, errorId: `${controlId}-error` };
}

function Chrome({
  controlId,
  hintId,
  errorId,
  label,
  required,
  error,
  hint,
  className,
  children,
}: FieldChrome & { controlId: string; hintId: string; errorId: string; children: ReactNode }) {
  return (
    <div className={className}>
      <label htmlFor={controlId} className="mb-1.5 block text-sm font-medium text-slate-800">
        {label}
        {required ? (
          <span className="text-red-700" aria-hidden="true">
            {' '}
            *
          </span>
        ) : null}
      </label>
      {children}
      {hint ? (
        <p id={hintId} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function describedBy(ids: { hintId: string; errorId: string }, hint: unknown, error: unknown) {
  const list = [hint ? ids.hintId : null, error ? ids.errorId : null].filter(Boolean);
  return list.length ? list.join(' ') : undefined;
}

// React 19 hands `ref` to function components as a prop; it reaches the control through the spread.
export type TextFieldProps = FieldChrome &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'className' | 'required'> & { ref?: Ref<HTMLInputElement> };

export function TextField({ label, required, error, hint, className, id, ...input }: TextFieldProps) {
  const ids = useFieldIds(id);
  return (
    <Chrome {...ids} label={label} required={required} error={error} hint={hint} className={className}>
      <input
        id={ids.controlId}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(ids, hint, error)}
        className={controlClasses(error)}
        {...input}
      />
    </Chrome>
  );
}

export type TextareaFieldProps = FieldChrome & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'className' | 'required'>;

export function TextareaField({ label, required, error, hint, className, id, ...textarea }: TextareaFieldProps) {
  const ids = useFieldIds(id);
  return (
    <Chrome {...ids} label={label} required={required} error={error} hint={hint} className={className}>
      <textarea
        id={ids.controlId}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(ids, hint, error)}
        className={cn(controlClasses(error), 'resize-y')}
        {...textarea}
      />
    </Chrome>
  );
}

export interface SelectOption {
  value: string;
  label: string;
  /** Listed but not choosable (a time already taken); its label says why. */
  disabled?: boolean;
}
export interface SelectGroup {
  label: string;
  options: readonly SelectOption[];
}

export type SelectFieldProps = FieldChrome &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, 'className' | 'required'> & {
    ref?: Ref<HTMLSelectElement>;
    options?: readonly SelectOption[];
    groups?: readonly SelectGroup[];
    /** Shown while nothing is chosen; it cannot be chosen back (a select item may not have an empty value). */
    placeholder?: string;
  };

export function SelectField({
  label,
  required,
  error,
  hint,
  className,
  id,
  options = [],
  groups,
  placeholder,
  ...select
}: SelectFieldProps) {
  const ids = useFieldIds(id);
  return (
    <Chrome {...ids} label={label} required={required} error={error} hint={hint} className={className}>
      <select
        id={ids.controlId}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(ids, hint, error)}
        className={controlClasses(error)}
        {...select}
      >
        {placeholder ? (
          <option value="" disabled>
            {placeholder}
          </option>
        ) : null}
        {groups
          ? groups.map((g) => (
              <optgroup key={g.label} label={g.label}>
                {g.options.map((o) => (
                  <option key={o.value} value={o.value}>
                    {o.label}
                  </option>
                ))}
              </optgroup>
            ))
          : options.map((o) => (
              <option key={o.value} value={o.value} disabled={o.disabled}>
                {o.label}
              </option>
            ))}
      </select>
    </Chrome>
  );
}
