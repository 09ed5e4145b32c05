// Modal dialogs: the hook that gives a native <dialog> its modal behaviour, and the dialog shell the
// site's small confirmation and staff dialogs share (title and description wired to the dialog, content
// rendered only while open, the action row).
import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode, type SyntheticEvent } from 'react';
import { cn } from '../../lib/cn';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([tabindex="-1"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * A native <dialog> opened with showModal (top layer, inert page, Escape), plus a Tab loop so focus
 * stays inside instead of escaping to the browser's own UI, and focus returned to the opener on close.
 */
export function useModalDialog(open: boolean, onClose: () => void) {
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const isOpen = useRef(open);
  isOpen.current = open;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open) {
      if (dialog.open) return;
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
      dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
      return;
    }
    // Also when the browser closed the dialog itself (an Escape it did not let the page refuse).
    if (dialog.open) dialog.close();
    const back = opener.current;
    opener.current = null;
    if (back?.isConnected) back.focus();
  }, [open]);

  function onKeyDown(e: KeyboardEvent<HTMLDialogElement>) {
    if (e.key !== 'Tab' || !ref.current) return;
    const items = Array.from(ref.current.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
      (el) => !el.closest('[aria-hidden="true"]') && el.offsetParent !== null,
    );
    if (!items.length) return;
    const first = items[0]!;
    const last = items[items.length - 1]!;
    if (e.shiftKey && (document.activeElement === first || document.activeElement === ref.current)) {
      e.preventDefault();
      last.focus();
    } else if (!e.shiftKey && document.activeElement === last) {
      e.preventDefault();
      first.focus();
    }
  }

  const dialogProps = {
    ref,
    onKeyDown,
    // Escape: the browser fires "cancel"; keep the state the source of truth.
    onCancel: (e: SyntheticEvent) => {
      e.preventDefault();
      onClose();
    },
    // A close the page did not ask for (the browser may skip "cancel"): the state follows. The event
    // is queued, and input goes first: a close of ours can arrive after a quick Enter has opened the
    // dialog again, and must not shut it then (the dialog is open again: nothing to follow).
    onClose: (e: SyntheticEvent<HTMLDialogElement>) => {
      if (isOpen.current && !e.currentTarget.open) onClose();
    },
  };
  return dialogProps;
}

const widths = { sm: 'max-w-md', md: 'max-w-[460px]', lg: 'max-w-[540px]' } as const;

export interface ModalDialogProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  /** What the dialog is about; read out with the title when it opens. */
  description: ReactNode;
  width?: keyof typeof widths;
  children: ReactNode;
}

/**
 * A modal dialog: the title is its accessible name, the description its description. Put
 * `data-autofocus` on the control that should take focus when it opens.
 */
export function ModalDialog({ open, onClose, title, description, width = 'md', children }: ModalDialogProps) {
  const dialogProps = useModalDialog(open, onClose);
  const titleId = useId();
  const descriptionId = useId();
  return (
    <dialog
      {...dialogProps}
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      className={cn(
        'm-auto max-h-[90vh] w-[calc(100%-2rem)] overflow-y-auto rounded-xl bg-white p-0 text-slate-800 shadow-2xl backdrop:bg-slate-900/60',
        widths[width],
      )}
    >
      {open ? (
        <div className="space-y-5 p-6">
          <div className="space-y-2">
            <h2 id={titleId} className="text-xl font-bold text-slate-900">
              {title}
            </h2>
            <div id={descriptionId} className="space-y-3 text-sm text-slate-700">
              {description}
            </div>
          </div>
          {children}
        </div>
      ) : null}
    </dialog>
  );
}

/** A dialog's buttons: the way back first, the action last, to the right. */
export function DialogActions({ children }: { children: ReactNode }) {
  return <div className="flex flex-wrap justify-end gap-3">{children}</div>;
}
