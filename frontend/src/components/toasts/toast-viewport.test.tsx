import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { toast } from 'react-hot-toast/headless';
import { notifyError, notifySuccess } from '../../lib/notify';
import ToastViewport from './toast-viewport';

const shown = () => document.querySelectorAll('[data-toast]');

async function raise(kind: 'success' | 'error' = 'success', title = 'Saved') {
  render(<ToastViewport />);
  (kind === 'error' ? notifyError : notifySuccess)([title, 'Some text.']);
  await screen.findByText(title);
  return document.querySelector<HTMLElement>('[data-toast]')!;
}

function swipe(el: HTMLElement, dx: number) {
  fireEvent.pointerDown(el, { pointerId: 1, button: 0, clientX: 100, clientY: 10 });
  fireEvent.pointerMove(el, { pointerId: 1, clientX: 100 + dx / 2, clientY: 10 });
  fireEvent.pointerMove(el, { pointerId: 1, clientX: 100 + dx, clientY: 10 });
  fireEvent.pointerUp(el, { pointerId: 1, clientX: 100 + dx, clientY: 10 });
}

afterEach(() => act(() => toast.remove()));

describe('toast viewport', () => {
  it('shows one notice at a time in a labelled region; an error is an alert in the destructive style', async () => {
    await raise('success', 'First');
    act(() => notifyError(['Second', 'Broken.']));
    await screen.findByText('Second');
    expect(shown()).toHaveLength(1);
    expect(screen.queryByText('First')).toBeNull();
    expect(screen.getByRole('region', { name: 'Notifications (F8)' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('Broken.');
    expect(shown()[0]!.className).toContain('bg-red-700');
  });

  it('when F8 is pressed, then focus moves to the notifications', async () => {
    await raise();
    fireEvent.keyDown(window, { key: 'F8' });
    expect(document.activeElement).toBe(screen.getByRole('region', { name: 'Notifications (F8)' }).querySelector('ol'));
  });

  it('when a notice is swiped right less than 50 px, then it stays and springs back; 50 px or more dismisses it', async () => {
    const el = await raise();
    swipe(el, 49);
    expect(shown()).toHaveLength(1);
    expect(el.style.transform).toBe('');
    swipe(el, -80); // left does nothing
    expect(shown()).toHaveLength(1);
    swipe(el, 50);
    await waitFor(() => expect(shown()).toHaveLength(0));
  });

  it('when its dismiss button is pressed, then the notice goes', async () => {
    await raise();
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    await waitFor(() => expect(shown()).toHaveLength(0));
  });
});
