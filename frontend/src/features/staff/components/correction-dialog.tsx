// "Correct a record": a modal dialog (focus moves in, Escape closes, focus returns to the button that
// opened it). Staff choose the field and type the new value; the same schema as the server checks it
// first, and the server's own field messages appear at their field (the state and the submit are
// hooks/use-correction-form.ts). The change then reaches Odoo: the record shows "Pending" until the
// worker has written it, and the live event brings the new state.
import { ErrorAlert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { SelectField, TextField } from '../../../components/ui/form-field';
import { DialogActions, ModalDialog } from '../../../components/ui/modal-dialog';
import { useCorrectionForm, type CorrectionField, type CorrectionTarget } from '../hooks/use-correction-form';
import { correctableFields } from '../lib/privacy-labels';

export function CorrectionDialog({ target, onClose }: { target: CorrectionTarget | null; onClose: () => void }) {
  const form = useCorrectionForm(target, onClose);
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
      {target ? <CorrectionForm form={form} onCancel={onClose} /> : null}
    </ModalDialog>
  );
}

function CorrectionForm({ form, onCancel }: { form: ReturnType<typeof useCorrectionForm>; onCancel: () => void }) {
  const { field, value, errors } = form;
  const label = correctableFields.find((f) => f.value === field)!.label;
  return (
    <form noValidate onSubmit={form.onSubmit} className="space-y-5" data-form="correction">
      <SelectField
        ref={form.fieldRef}
        label="Field"
        name="field"
        data-autofocus
        value={field}
        error={errors.field}
        options={correctableFields}
        onChange={(e) => form.chooseField(e.target.value as CorrectionField)}
      />
      <TextField
        ref={form.valueRef}
        label={`New ${label.toLowerCase()}`}
        name="value"
        type={field === 'email' ? 'email' : field === 'phone' ? 'tel' : 'text'}
        autoComplete="off"
        required={field === 'name' || field === 'email'}
        hint={field === 'phone' || field === 'company' ? 'Leave empty to remove it.' : undefined}
        value={value}
        error={errors.value}
        onChange={(e) => form.setValue(e.target.value)}
      />
      {errors.form ? <ErrorAlert>{errors.form}</ErrorAlert> : null}
      <DialogActions>
        <Button variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={form.pending}>
          {form.pending ? 'Saving...' : 'Save correction'}
        </Button>
      </DialogActions>
    </form>
  );
}
