// The one state and submit path of every lead form (booking form, contact message form, dialog):
// values, field errors, the submitting flag, the spam signals (honeypot, time the form was open), the
// Idempotency-Key of the current attempt, and `bind(name)`, which ties a field control to its value.
import type { ZodType } from 'zod';
import { toFieldIssues, type FieldIssue } from '@site/contracts/field-issues';
import { useCallback, useEffect, useMemo, useRef, useState, type ChangeEvent, type FormEvent, type RefObject } from 'react';
import { notifyError, notifySuccess, type Notice } from '../../lib/notify';
import type { LeadEndpoint } from '../api/post-lead';
import { formTouchedAt } from '../lib/form-first-touch';

/** The submission call (and zod with it) loads at the first submit, not with the page. */
const loadPostLead = () => import('../api/post-lead');

export type FormValues = Record<string, string>;
export type FieldErrors<V extends FormValues> = Partial<Record<keyof V & string, string>>;
export type FieldName<V extends FormValues> = keyof V & string;

/** The spam signals every submission carries. */
export interface SpamSignals {
  honeypot: string;
  fillMs: number;
}

/** Field messages from a list of issues; issues on fields the form does not show are left out. */
export function issuesToFieldErrors<V extends FormValues>(issues: readonly FieldIssue[], values: V): FieldErrors<V> {
  const errors: FieldErrors<V> = {};
  for (const issue of issues) {
    const field = issue.path.split('.')[0] as FieldName<V>;
    if (field in values && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

/** Names of the fields among `names` that are blank. */
export function blankFields<V extends FormValues>(values: V, names: readonly FieldName<V>[]) {
  return names.filter((n) => !values[n]?.trim());
}

/**
 * What a form says when fields it requires are left blank: the message at each blank field and the
 * notice raised. The schema decides what is required; a rule only words it.
 */
export interface BlankRule<V extends FormValues> {
  fields: readonly FieldName<V>[];
  message: string | ((field: FieldName<V>) => string);
  notice: Notice;
}

/** What stops a form: the errors to show, and the notice to raise when blank fields are the reason. */
export interface FormProblem<V extends FormValues> {
  errors: FieldErrors<V>;
  notice?: Notice;
}

/**
 * Reads a form's one check against its schema (the server's own rules). When fields in error are
 * blank, the first rule naming any of them decides: only those fields are shown, with its message and
 * notice ("Missing Information" before "Missing Schedule"). Otherwise every field in error shows the
 * schema's message. Issues on fields the form does not show (spam signals, context) stop nothing: the
 * server decides on those.
 */
export function formProblem<V extends FormValues>(
  checked: { success: true } | { success: false; error: { issues: Parameters<typeof toFieldIssues>[0] } },
  values: V,
  blank: readonly BlankRule<V>[],
): FormProblem<V> | undefined {
  if (checked.success) return undefined;
  const errors = issuesToFieldErrors(toFieldIssues(checked.error.issues), values);
  const inError = Object.keys(errors) as FieldName<V>[];
  for (const rule of blank) {
    const missing = blankFields(
      values,
      rule.fields.filter((f) => inError.includes(f)),
    );
    if (!missing.length) continue;
    const message = (f: FieldName<V>) => (typeof rule.message === 'string' ? rule.message : rule.message(f));
    return { errors: Object.fromEntries(missing.map((f) => [f, message(f)])) as FieldErrors<V>, notice: rule.notice };
  }
  return inError.length ? { errors } : undefined;
}

export interface SubmitPlan<V extends FormValues> {
  endpoint: LeadEndpoint;
  /** The server's own schema for this form variant (loaded on demand: zod stays out of the first load). */
  schema: () => Promise<ZodType>;
  /** How blank required fields are worded (see formProblem). */
  blank: readonly BlankRule<V>[];
  body: (signals: SpamSignals) => unknown;
  success: Notice;
  failure: Notice;
  onSuccess?: (id: string) => void;
  /** Told which fields are in error (client or server) before they are shown: the dialog moves to their step. */
  onFieldErrors?: (fields: FieldName<V>[]) => void;
}

/** What a field control needs: `<TextField label="Email" {...bind('email')} />`. */
export interface FieldBinding {
  name: string;
  value: string;
  error: string | undefined;
  onChange: (e: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => void;
}

/** Applies a new preset (another card chosen on /book-consultation) to its field at once. */
export function usePresetField<N extends string>(setField: (name: N, value: string) => void, name: N, preset: string) {
  const [last, setLast] = useState(preset);
  if (last !== preset) {
    setLast(preset);
    setField(name, preset);
  }
}

/**
 * Values and field errors, of the lead forms and the booking page's reschedule form. `showErrors` tells
 * the plan which fields are in error, shows them, and then moves focus to the first one so keyboard and
 * screen-reader users land on it.
 */
export function useFormFields<V extends FormValues>(initial: () => V, formRef: RefObject<HTMLFormElement | null>) {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<FieldErrors<V>>({});
  const [focusTick, setFocusTick] = useState(0);

  useEffect(() => {
    if (!focusTick) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusTick, formRef]);

  const setField = useCallback((name: FieldName<V>, value: string) => {
    setValues((v) => ({ ...v, [name]: value }));
    setErrors((e) => (e[name] ? { ...e, [name]: undefined } : e));
  }, []);

  const bind = (name: FieldName<V>): FieldBinding => ({
    name,
    value: values[name] ?? '',
    error: errors[name],
    onChange: (e) => setField(name, e.target.value),
  });

  const showErrors = useCallback((next: FieldErrors<V>, onFields?: (fields: FieldName<V>[]) => void) => {
    const fields = (Object.keys(next) as FieldName<V>[]).filter((f) => next[f]);
    if (fields.length) onFields?.(fields);
    setErrors(next);
    if (fields.length) setFocusTick((t) => t + 1);
  }, []);

  const clear = useCallback(() => {
    setValues(initial());
    setErrors({});
  }, [initial]);

  return { values, setField, bind, errors, showErrors, clear };
}

/**
 * The current attempt (its fingerprint, Idempotency-Key and body) and the time the form was opened,
 * from which each new attempt's fill time is measured.
 */
function useSubmitAttempt(formRef: RefObject<HTMLFormElement | null>) {
  const openedAt = useRef(0);
  const attempt = useRef<{ fingerprint: string; key: string; body: unknown } | null>(null);

  useEffect(() => {
    // The visitor may have started on the prerendered form before the app hydrated.
    openedAt.current = formTouchedAt(formRef.current) ?? Date.now();
  }, [formRef]);

  // One object for the form's life (it only touches refs), so callbacks may depend on it.
  return useMemo(
    () => ({
      /** The key and body to send: the previous attempt's when the fingerprint is unchanged (a retry). */
      current: (fingerprint: string, newKey: () => string, body: (fillMs: number) => unknown) => {
        if (attempt.current?.fingerprint !== fingerprint) {
          const fillMs = Math.max(0, Math.round(Date.now() - openedAt.current));
          attempt.current = { fingerprint, key: newKey(), body: body(fillMs) };
        }
        return attempt.current;
      },
      /** The server answered: the next submission is a new attempt. */
      answered: () => {
        attempt.current = null;
      },
      /** The form starts over: a new attempt, with the fill time measured from now. */
      restart: () => {
        attempt.current = null;
        openedAt.current = Date.now();
      },
    }),
    [],
  );
}

export function useLeadForm<V extends FormValues>(initial: () => V) {
  const formRef = useRef<HTMLFormElement>(null);
  const { values, setField, bind, errors, showErrors, clear } = useFormFields(initial, formRef);
  const [submitting, setSubmitting] = useState(false);
  const [honeypot, setHoneypot] = useState('');
  /** How often the server has refused the time chosen as taken: the form's day of free times is asked for again. */
  const [timesTaken, setTimesTaken] = useState(0);
  const attempt = useSubmitAttempt(formRef);

  const reset = useCallback(() => {
    clear();
    setHoneypot('');
    attempt.restart();
  }, [clear, attempt]);

  /**
   * Checks, validates against the server's schema and sends. A resubmission of unchanged values after
   * a failure without an answer (network error, server error) is a retry of the same attempt: it
   * reuses the first body and key, so the server never stores it twice. Once the server has answered
   * (a refusal included, e.g. "sent too quickly"), the next submission is a new attempt with a fresh
   * key and a fill time measured anew.
   */
  async function submit(plan: SubmitPlan<V>): Promise<void> {
    if (submitting) return;
    // The server's own rules (required fields, a valid e-mail address, lengths, the date window), shown
    // at their fields before any request.
    const [schema, { postLead, newIdempotencyKey }] = await Promise.all([plan.schema(), loadPostLead()]);
    const problem = formProblem(schema.safeParse(plan.body({ honeypot: '', fillMs: 0 })), values, plan.blank);
    if (problem) {
      showErrors(problem.errors, plan.onFieldErrors);
      if (problem.notice) notifyError(problem.notice);
      return;
    }

    const fingerprint = JSON.stringify([plan.endpoint, values, honeypot]);
    const { key, body } = attempt.current(fingerprint, newIdempotencyKey, (fillMs) => plan.body({ honeypot, fillMs }));
    setSubmitting(true);
    try {
      const result = await postLead(plan.endpoint, body, key);
      attempt.answered();
      if (result.ok) {
        notifySuccess(plan.success);
        reset();
        plan.onSuccess?.(result.id);
      } else {
        if (result.error === 'slot_taken') setTimesTaken((n) => n + 1);
        showErrors(issuesToFieldErrors(result.issues, values), plan.onFieldErrors);
        notifyError(plan.failure);
      }
    } catch (error) {
      console.error('Lead submission failed', error);
      notifyError(plan.failure);
    } finally {
      setSubmitting(false);
    }
  }

  /**
   * The <form>'s own props: `<form {...formProps(plan)}>`. `plan` is asked on each submit; returning
   * undefined sends nothing (the dialog's first step moves on instead).
   */
  const formProps = (plan: () => SubmitPlan<V> | undefined) => ({
    ref: formRef,
    noValidate: true,
    onSubmit: (e: FormEvent) => {
      e.preventDefault();
      const next = plan();
      if (next) void submit(next);
    },
  });

  return { values, setField, bind, errors, submitting, honeypot, setHoneypot, formRef, reset, formProps, timesTaken };
}
