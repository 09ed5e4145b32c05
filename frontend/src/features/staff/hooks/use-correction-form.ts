// The "Correct a record" form's state and submit: the field chosen and its new value, the field
// messages (the same schema as the server checks first, then the server's own), and focus to the first
// field in error so its message is read out with it.
import { correctionSchema, type Correction } from '@site/contracts/privacy';
import type { LeadKind } from '@site/contracts/records';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { isApiError } from '../../../lib/api-error';
import { notifySuccess } from '../../../lib/notify';
import { useCorrection } from '../api/correct-record';
import type { PersonRecord } from '../api/find-person';

export interface CorrectionTarget {
  kind: LeadKind;
  record: PersonRecord;
}

export type CorrectionField = Correction['field'];
type CorrectionErrors = { field?: string; value?: string; form?: string };

const currentValue = (record: PersonRecord, field: CorrectionField) => record[field] ?? '';

export function useCorrectionForm(target: CorrectionTarget | null, onClose: () => void) {
  const correction = useCorrection();
  const [field, setField] = useState<CorrectionField>('name');
  const [value, setValue] = useState('');
  const [errors, setErrors] = useState<CorrectionErrors>({});
  const valueRef = useRef<HTMLInputElement>(null);
  const fieldRef = useRef<HTMLSelectElement>(null);

  const record = target?.record;
  useEffect(() => {
    if (!record) return;
    setField('name');
    setValue(record.name);
    setErrors({});
    correction.reset();
    // Only a new target resets the form (`correction` is a new object on every render).
  }, [record?.id, target?.kind]);

  function show(next: CorrectionErrors) {
    setErrors(next);
    // Focus goes to the first field in error, so its message is read out with it.
    if (next.field) fieldRef.current?.focus();
    else if (next.value) valueRef.current?.focus();
  }

  /** Another field chosen: the value starts as the record's current one. */
  function chooseField(next: CorrectionField) {
    if (!target) return;
    setField(next);
    setValue(currentValue(target.record, next));
    setErrors({});
  }

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (!target) return;
    const body = { kind: target.kind, id: target.record.id, field, value };
    const checked = correctionSchema.safeParse(body);
    if (!checked.success) {
      const at = (path: string) => checked.error.issues.find((i) => i.path[0] === path)?.message;
      show({ field: at('field'), value: at('value') ?? (at('field') ? undefined : checked.error.issues[0]?.message) });
      return;
    }
    setErrors({});
    correction.mutate(body, {
      onSuccess: () => {
        notifySuccess(['Correction saved', 'The record is updated here and the change is on its way to Odoo.']);
        onClose();
      },
      onError: (err) => {
        if (isApiError(err, 401)) return;
        const issues = isApiError(err, 400) ? err.issues : [];
        const at = (path: string) => issues.find((i) => i.path === path)?.message;
        const other = issues.find((i) => i.path !== 'field' && i.path !== 'value');
        if (issues.length) show({ field: at('field'), value: at('value'), form: other?.message });
        else
          setErrors({ form: isApiError(err, 404) ? 'This record no longer exists.' : 'The correction was not saved. Please try again.' });
      },
    });
  }

  return { field, chooseField, value, setValue, errors, onSubmit, pending: correction.isPending, fieldRef, valueRef };
}
