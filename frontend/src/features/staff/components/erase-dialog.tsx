// "Erase this person": a modal dialog that says what an erase does, lists the records it will erase (the
// server erases exactly those, or nothing when it finds another set) and asks staff to type the e-mail
// address (or phone number) they searched for again, so a person is never erased by a stray click.
import { phoneDigits, type Erasure, type PersonQuery } from '@site/contracts/privacy';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { ErrorAlert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/form-field';
import { DialogActions, ModalDialog } from '../../../components/ui/modal-dialog';
import { isApiError } from '../../../lib/api-error';
import { useErase } from '../api/erase-person';
import type { PersonRecord } from '../api/find-person';
import { formatDate } from '../lib/format';

/** Whether what staff typed names the same person as the search (e-mail case-insensitive, phone by its digits). */
export function confirms(query: PersonQuery, typed: string): boolean {
  const t = typed.trim();
  if (query.email) return t.toLowerCase() === query.email.trim().toLowerCase();
  return !!query.phone && phoneDigits(t).length >= 7 && phoneDigits(t) === phoneDigits(query.phone);
}

type ErasedRecord = { kind: 'contact' | 'consultation'; record: PersonRecord };

export function EraseDialog({
  open,
  query,
  records,
  onClose,
  onErased,
}: {
  open: boolean;
  query: PersonQuery;
  records: ErasedRecord[];
  onClose: () => void;
  onErased: (erasure: Erasure) => void;
}) {
  const erase = useErase();
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string>();
  const inputRef = useRef<HTMLInputElement>(null);
  const byEmail = !!query.email;

  useEffect(() => {
    if (!open) return;
    setTyped('');
    setError(undefined);
    erase.reset();
  }, [open]);

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (!confirms(query, typed)) {
      setError(byEmail ? 'Type the same e-mail address you searched for' : 'Type the same phone number you searched for');
      inputRef.current?.focus();
      return;
    }
    setError(undefined);
    erase.mutate({ ...query, recordIds: records.map((r) => r.record.id) }, { onSuccess: onErased });
  }

  const failed = erase.isError && !isApiError(erase.error, 401);
  const changed = isApiError(erase.error, 409);
  return (
    <ModalDialog
      open={open}
      onClose={onClose}
      width="lg"
      title="Erase this person"
      description={<EraseDescription query={query} records={records} />}
    >
      <form noValidate onSubmit={onSubmit} className="space-y-5" data-form="erase">
        <TextField
          ref={inputRef}
          label={byEmail ? 'Type the e-mail address again to confirm' : 'Type the phone number again to confirm'}
          name="confirm"
          type={byEmail ? 'email' : 'tel'}
          autoComplete="off"
          required
          data-autofocus
          value={typed}
          error={error}
          onChange={(e) => setTyped(e.target.value)}
        />
        {changed ? (
          <ErrorAlert>The records of this person changed since you looked. Close this, search again and check the records.</ErrorAlert>
        ) : failed ? (
          <ErrorAlert>The erase could not be started. Please try again.</ErrorAlert>
        ) : null}
        <DialogActions>
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" variant="danger" disabled={erase.isPending}>
            {erase.isPending ? 'Erasing...' : 'Erase everything'}
          </Button>
        </DialogActions>
      </form>
    </ModalDialog>
  );
}

/** What an erase does, and the records it will erase, for staff to check before they confirm. */
function EraseDescription({ query, records }: { query: PersonQuery; records: ErasedRecord[] }) {
  const byEmail = !!query.email;
  return (
    <>
      <p>
        {records.length === 1 ? 'The one record' : `All ${records.length} records`} of {byEmail ? query.email : query.phone} will be erased.
        This cannot be undone. Check that each is this person&apos;s:
      </p>
      <ul className="list-disc space-y-1 pl-5" data-erase-records>
        {records.map(({ kind, record }) => (
          <li key={record.id}>
            {kind === 'contact' ? 'Contact' : 'Consultation'} of {formatDate(record.createdAt)}: {record.name}, {record.email}
            {record.phone ? `, ${record.phone}` : ''}
          </li>
        ))}
      </ul>
      <ul className="list-disc space-y-1 pl-5">
        <li>The records are removed from the site&apos;s store, from its queue and from the mail the site kept.</li>
        <li>
          In Odoo, the lead, the calendar event and the contact the site created are deleted or anonymised, as the server is set to do. A
          contact your staff created in Odoo is left alone.
        </li>
        <li>The audit log records the erasure, without the erased data.</li>
      </ul>
    </>
  );
}
