import { act, render, screen } from '@testing-library/react';
import { useRef, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useFocusAfterRender } from './use-focus-after-render';

/** A button that, after a slow answer, swaps itself for a notice that should take focus. */
function Swapper({ answer }: { answer: Promise<void> }) {
  const [done, setDone] = useState(false);
  const notice = useRef<HTMLHeadingElement>(null);
  const focusAfterRender = useFocusAfterRender();
  async function go() {
    await answer;
    setDone(true);
    focusAfterRender(() => notice.current);
  }
  return done ? (
    <h2 ref={notice} tabIndex={-1}>
      Done
    </h2>
  ) : (
    <button type="button" onClick={() => void go()}>
      Go
    </button>
  );
}

describe('useFocusAfterRender', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('focuses the element the later render mounts, even when an animation frame comes before that render', async () => {
    // The slow-phone order: the frame runs before React's scheduled render of the new state.
    vi.stubGlobal('requestAnimationFrame', (frame: FrameRequestCallback) => {
      frame(0);
      return 0;
    });
    let settle!: () => void;
    const answer = new Promise<void>((resolve) => (settle = resolve));
    render(<Swapper answer={answer} />);
    const go = screen.getByRole('button', { name: 'Go' });
    go.focus();
    go.click();
    await act(async () => {
      settle();
      await answer;
    });
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Done' }));
  });

  it('waits while the target is not there yet, then focuses it once', async () => {
    function Later() {
      const [shown, setShown] = useState(false);
      const [count, setCount] = useState(0);
      const focusAfterRender = useFocusAfterRender();
      return (
        <>
          <button type="button" onClick={() => focusAfterRender(() => document.getElementById('late'))}>
            Ask
          </button>
          <button type="button" onClick={() => setCount(count + 1)}>
            Render {count}
          </button>
          <button type="button" onClick={() => setShown(true)}>
            Show
          </button>
          {shown ? <input id="late" aria-label="Late" /> : null}
        </>
      );
    }
    render(<Later />);
    act(() => screen.getByRole('button', { name: 'Ask' }).click());
    act(() => screen.getByRole('button', { name: /Render/ }).click());
    expect(document.activeElement).not.toBe(document.getElementById('late'));
    act(() => screen.getByRole('button', { name: 'Show' }).click());
    const late = screen.getByRole('textbox', { name: 'Late' });
    expect(document.activeElement).toBe(late);
    act(() => screen.getByRole('button', { name: /Render/ }).focus());
    act(() => screen.getByRole('button', { name: /Render/ }).click());
    expect(document.activeElement).not.toBe(late);
  });
});
