// "Correct a record": a modal dialog (focus moves in, Escape closes, focus returns to the button that
// opened it). Staff choose the field and type the new value; the same schema as the server checks it
// first, and the server's own field messages appear at their field. The change then reaches Odoo: the
// record shows "Pending" until the worker has written it, and the live event brings the new state.
import { correctionSchema, type Correction } from '@site/contracts/privacy';
import type { LeadKind } from '@site/contracts/records';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { ErrorAlert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { SelectField, TextField } from '../../../components/ui/form-field';
import { DialogActions, ModalDialog } from '../../../components/ui/modal-dialog';
import { notifySuccess } from '../../../lib/notify';
import { isApiError } from '../../../lib/api-error';
import { useCorrection } from '../api/correct-record';
import type { PersonRecord } from '../api/find-person';
import { correctableFields } from '../lib/privacy-labels';

export interface CorrectionTarget {
  kind: LeadKind;
  record: PersonRecord;
}

type Field = Correction['field'];
type Errors = { field?: string; value?: string; form?: string };

const currentValue = (record: PersonRecord, field: Field) => record[field] ?? '';

export function CorrectionDialog({ target, onClose }: { target: CorrectionTarget | null; onClose: () => void }) {
  const correction = useCorrection();
  const [field, setField] = useState<Field>('name');
  const [value, setValue] = useState('');
  const [errors, setErrors] = useState<Errors>({});
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

  function show(next: Errors) {
    setErrors(next);
    // Focus goes to the first field in error, so its message is read out with it.
    if (next.field) fieldRef.current?.focus();
    else if (next.value) valueRef.current?.focus();
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
        else setErrors({ form: isApiError(err, 404) ? 'This record no longer exists.' : 'The correction was not saved. Please try again.' });
      },
    });
  }

  const label = correctableFields.find((f) => f.value === field)!.label;
  return (
    <ModalDialog
      open={target !== null}
      onClose={onClose}
      title="Correct a record"
      description={
        target ? (
          <p>
            {target.kind === 'contact' ? 'Contact' : 'Consultation'} {target.record.id}. The change is also written to the Odoo lead.
          </p>
        ) : null
      }
    >
      {target ? (
        <form noValidate onSubmit={onSubmit} className="space-y-5" data-form="correction">
          <SelectField
            ref={fieldRef}
            label="Field"
            name="field"
            data-autofocus
            value={field}
            error={errors.field}
            options={correctableFields}
            onChange={(e) => {
              const next = e.target.value as Field;
              setField(next);
              setValue(currentValue(target.record, next));
              setErrors({});
            }}
          />
          <TextField
            ref={valueRef}
            label={`New ${label.toLowerCase()}`}
            name="value"
            type={field === 'email' ? 'email' : field === 'phone' ? 'tel' : 'text'}
            autoComplete="off"
            required={field === 'name' || field === 'email'}
            hint={field === 'phone' || field === 'company' ? 'Leave empty to remove it.' : undefined}
            value={value}
            error={errors.value}
            onChange={(e) => setValue(e.target.value)}
          />
          {errors.form ? <ErrorAlert>{errors.form}</ErrorAlert> : null}
          <DialogActions>
            <Button variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={correction.isPending}>
              {correction.isPending ? 'Saving...' : 'Save correction'}
            </Button>
          </DialogActions>
        </form>
      ) : null}
    </ModalDialog>
  );
}
