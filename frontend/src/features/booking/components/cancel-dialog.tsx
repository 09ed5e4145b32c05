// The confirmation step before a cancel: a modal dialog (focus moves in, stays in, and returns to the
// "Cancel booking" button on close); Escape and "Keep my booking" go back without changing anything.
import { Button } from '../../../components/ui/button';
import { DialogActions, ModalDialog } from '../../../components/ui/modal-dialog';

export interface CancelDialogProps {
  open: boolean;
  when: string | null;
  cancelling: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

export function CancelDialog({ open, when, cancelling, onConfirm, onClose }: CancelDialogProps) {
  return (
    <ModalDialog
      open={open}
      onClose={onClose}
      width="sm"
      title="Cancel this consultation?"
      description={
        <p>
          {when ? `Your consultation on ${when} will be cancelled.` : 'Your consultation will be cancelled.'} This cannot be undone; you can
          book a new consultation at any time.
        </p>
      }
    >
      <DialogActions>
        <Button type="button" variant="outline" onClick={onClose} disabled={cancelling} data-autofocus>
          Keep my booking
        </Button>
        <Button type="button" onClick={onConfirm} disabled={cancelling}>
          {cancelling ? 'Cancelling...' : 'Yes, cancel booking'}
        </Button>
      </DialogActions>
    </ModalDialog>
  );
}
