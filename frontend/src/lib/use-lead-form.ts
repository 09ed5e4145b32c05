// State and submission shared by every lead form: values, field errors, the submitting flag, the
// spam signals (honeypot, time the form was open) and the Idempotency-Key of the current attempt.
import type { ZodType } from 'zod';
import { toFieldIssues, type FieldIssue } from '@site/contracts/field-issues';
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { formTouchedAt } from './form-first-touch';
import { newIdempotencyKey, postLead, type LeadEndpoint, type SubmitResult } from './leads-api';

export type FormValues = Record<string, string>;
export type FieldErrors<V extends FormValues> = Partial<Record<keyof V & string, string>>;

/** Field messages from a list of issues; issues on fields the form does not show are left out. */
export function issuesToFieldErrors<V extends FormValues>(issues: readonly FieldIssue[], values: V): FieldErrors<V> {
  const errors: FieldErrors<V> = {};
  for (const issue of issues) {
    const field = issue.path.split('.')[0] as keyof V & string;
    if (field in values && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

/**
 * Field messages of the server's own schema for a body about to be sent (the same rules the API
 * applies), limited to fields the form shows; empty when the body passes.
 */
export function schemaFieldErrors<V extends FormValues>(schema: ZodType, body: unknown, values: V): FieldErrors<V> {
  const check = schema.safeParse(body);
  return check.success ? {} : issuesToFieldErrors(toFieldIssues(check.error.issues), values);
}

/** Names of the fields among `names` that are blank. */
export function blankFields<V extends FormValues>(values: V, names: readonly (keyof V & string)[]) {
  return names.filter((n) => !values[n]?.trim());
}

export type SubmitOutcome = SubmitResult | { ok: 'error'; error: unknown };

export function useLeadForm<V extends FormValues>(initial: () => V) {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<FieldErrors<V>>({});
  const [submitting, setSubmitting] = useState(false);
  const [honeypot, setHoneypot] = useState('');
  const formRef = useRef<HTMLFormElement>(null);
  const openedAt = useRef(0);
  const attempt = useRef<{ fingerprint: string; key: string; body: unknown } | null>(null);
  const [focusTick, setFocusTick] = useState(0);

  useEffect(() => {
    // The visitor may have started on the prerendered form before the app hydrated.
    openedAt.current = formTouchedAt(formRef.current) ?? Date.now();
  }, []);

  // After errors are shown, move focus to the first field in error so keyboard and screen-reader
  // users land on it.
  useEffect(() => {
    if (!focusTick) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusTick]);

  const setField = useCallback(<K extends keyof V & string>(name: K, value: string) => {
    setValues((v) => ({ ...v, [name]: value }));
    setErrors((e) => (e[name] ? { ...e, [name]: undefined } : e));
  }, []);

  const showErrors = useCallback((next: FieldErrors<V>) => {
    setErrors(next);
    if (Object.values(next).some(Boolean)) setFocusTick((t) => t + 1);
  }, []);

  const reset = useCallback(
    (next?: V) => {
      setValues(next ?? initial());
      setErrors({});
      setHoneypot('');
      attempt.current = null;
      openedAt.current = Date.now();
    },
    [initial],
  );

  /**
   * Sends `build(spamSignals)` to `endpoint`. A resubmission of unchanged values is a retry of the same
   * attempt: it reuses the first body and key, so the server never stores it twice.
   */
  const send = useCallback(
    async (endpoint: LeadEndpoint, build: (signals: { honeypot: string; fillMs: number }) => unknown): Promise<SubmitOutcome> => {
      const fingerprint = JSON.stringify([endpoint, values, honeypot]);
      if (attempt.current?.fingerprint !== fingerprint) {
        const fillMs = Math.max(0, Math.round(Date.now() - openedAt.current));
        attempt.current = { fingerprint, key: newIdempotencyKey(), body: build({ honeypot, fillMs }) };
      }
      const { key, body } = attempt.current;
      setSubmitting(true);
      try {
        const result = await postLead(endpoint, body, key);
        if (result.ok) attempt.current = null;
        else showErrors(issuesToFieldErrors(result.issues, values));
        return result;
      } catch (error) {
        console.error('Lead submission failed', error);
        return { ok: 'error', error };
      } finally {
        setSubmitting(false);
      }
    },
    [values, honeypot, showErrors],
  );

  const preventDefault = (e: FormEvent) => e.preventDefault();

  return { values, setValues, setField, errors, showErrors, submitting, honeypot, setHoneypot, formRef, reset, send, preventDefault };
}

