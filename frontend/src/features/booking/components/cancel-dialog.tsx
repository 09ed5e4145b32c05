// The confirmation step before a cancel: a modal dialog (focus moves in, stays in, and returns to the
// "Cancel booking" button on close); Escape and "Keep my booking" go back without changing anything.
import { Button } from '../../../components/ui/button';
import { useModalDialog } from '../../../lead-forms/use-modal-dialog';

export interface CancelDialogProps {
  open: boolean;
  when: string | null;
  cancelling: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

export function CancelDialog({ open, when, cancelling, onConfirm, onClose }: CancelDialogProps) {
  const dialogProps = useModalDialog(open, onClose);
  return (
    <dialog
      {...dialogProps}
      aria-labelledby="cancel-dialog-title"
      aria-describedby="cancel-dialog-text"
      className="m-auto w-full max-w-md rounded-2xl bg-white p-6 shadow-xl backdrop:bg-slate-900/60"
    >
      <h2 id="cancel-dialog-title" className="text-xl font-semibold text-slate-900">
        Cancel this consultation?
      </h2>
      <p id="cancel-dialog-text" className="mt-2 text-slate-700">
        {when ? `Your consultation on ${when} will be cancelled.` : 'Your consultation will be cancelled.'} This cannot be undone; you can book a
        new consultation at any time.
      </p>
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <Button type="button" variant="outline" onClick={onClose} disabled={cancelling} data-autofocus>
          Keep my booking
        </Button>
        <Button type="button" onClick={onConfirm} disabled={cancelling}>
          {cancelling ? 'Cancelling...' : 'Yes, cancel booking'}
        </Button>
      </div>
    </dialog>
  );
}
