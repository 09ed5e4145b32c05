// "Erase this person": a modal dialog that says what an erase does and asks staff to type the e-mail
// address (or phone number) they searched for again, so a person is never erased by a stray click.
import { phoneKey, type Erasure, type PersonQuery } from '@site/contracts/privacy';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/form-field';
import { useModalDialog } from '../../../lead-forms/use-modal-dialog';
import { HttpError } from '../api/http';
import { useErase } from '../api/people';
import { useSignInAgainOn401 } from './admin-shell';

/** Whether what staff typed names the same person as the search (e-mail case-insensitive, phone by its last ten digits). */
export function confirms(query: PersonQuery, typed: string): boolean {
  const t = typed.trim();
  if (query.email) return t.toLowerCase() === query.email.trim().toLowerCase();
  return !!query.phone && phoneKey(t).length >= 7 && phoneKey(t) === phoneKey(query.phone);
}

export function EraseDialog({
  open,
  query,
  records,
  onClose,
  onErased,
}: {
  open: boolean;
  query: PersonQuery;
  records: number;
  onClose: () => void;
  onErased: (erasure: Erasure) => void;
}) {
  const dialogProps = useModalDialog(open, onClose);
  const erase = useErase();
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string>();
  const inputRef = useRef<HTMLInputElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  useSignInAgainOn401(erase.error);
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
    erase.mutate(query, { onSuccess: onErased });
  }

  const failed = erase.isError && !(erase.error instanceof HttpError && erase.error.status === 401);
  return (
    <dialog
      {...dialogProps}
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      className="m-auto max-h-[90vh] w-[calc(100%-2rem)] max-w-[540px] overflow-y-auto rounded-xl bg-white p-0 text-slate-800 shadow-2xl backdrop:bg-slate-900/60"
    >
      {open ? (
        <form noValidate onSubmit={onSubmit} className="space-y-5 p-6" data-form="erase">
          <h2 id={titleId} className="text-xl font-bold text-slate-900">
            Erase this person
          </h2>
          <div id={descriptionId} className="space-y-3 text-sm text-slate-700">
            <p>
              {records === 1 ? 'The one record' : `All ${records} records`} of {byEmail ? query.email : query.phone} will be erased. This cannot be
              undone.
            </p>
            <ul className="list-disc space-y-1 pl-5">
              <li>The records are removed from the site&apos;s store, from its queue and from the mail the site kept.</li>
              <li>
                In Odoo, the lead, the calendar event and the contact the site created are deleted or anonymised, as the server is set to do. A contact
                your staff created in Odoo is left alone.
              </li>
              <li>The audit log records the erasure, without the erased data.</li>
            </ul>
          </div>
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
          {failed ? (
            <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
              The erase could not be started. Please try again.
            </p>
          ) : null}
          <div className="flex justify-end gap-3">
            <Button variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" variant="danger" disabled={erase.isPending}>
              {erase.isPending ? 'Erasing...' : 'Erase everything'}
            </Button>
          </div>
        </form>
      ) : null}
    </dialog>
  );
}
