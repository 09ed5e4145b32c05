import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { useModalDialog } from './modal-dialog';

function Opener() {
  const [open, setOpen] = useState(false);
  const dialogProps = useModalDialog(open, () => setOpen(false));
  return (
    <>
      <button onClick={() => setOpen(true)}>Open</button>
      <span data-testid="state">{open ? 'open' : 'closed'}</span>
      <dialog {...dialogProps} aria-label="Example">
        <button onClick={() => setOpen(false)}>Close</button>
      </dialog>
    </>
  );
}

const dialog = () => document.querySelector('dialog')!;

describe('useModalDialog', () => {
  it('when the browser closes the dialog itself, then the state follows', () => {
    render(<Opener />);
    act(() => screen.getByRole('button', { name: 'Open' }).click());
    expect(dialog().open).toBe(true);
    act(() => {
      dialog().close();
      dialog().dispatchEvent(new Event('close'));
    });
    expect(screen.getByTestId('state').textContent).toBe('closed');
  });

  it('when the close event of an earlier close arrives after a quick reopen, then the dialog stays open', () => {
    render(<Opener />);
    const opener = screen.getByRole('button', { name: 'Open' });
    act(() => opener.click());
    act(() => screen.getByRole('button', { name: 'Close', hidden: true }).click());
    expect(dialog().open).toBe(false);
    // Input is handled before the queued "close" task: the dialog is open again when it arrives.
    act(() => opener.click());
    expect(dialog().open).toBe(true);
    act(() => void dialog().dispatchEvent(new Event('close')));
    expect(screen.getByTestId('state').textContent).toBe('open');
    expect(dialog().open).toBe(true);
  });
});
