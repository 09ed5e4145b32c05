// Moving focus to an element that a coming render shows (the cancelled notice, the Reschedule button
// back in place, a mail row). A state change made after an await renders on React's scheduler, which on
// a slow phone can run after the next animation frame: a focus call in requestAnimationFrame then finds
// nothing and the visitor's focus falls to the page. Here the focus waits for the commit that mounts
// its target.
import { useCallback, useEffect, useRef } from 'react';

export type FocusTarget = () => HTMLElement | null | undefined;

/**
 * Returns `focusAfterRender(target)`: after each commit of the calling component, `target()` is asked for
 * its element and, once there is one, it takes focus (once). Call it before or after the state change
 * that shows the element; a later call replaces an earlier one that has not happened yet.
 */
export function useFocusAfterRender(): (target: FocusTarget) => void {
  const pending = useRef<FocusTarget | null>(null);
  useEffect(() => {
    const element = pending.current?.();
    if (!element) return;
    pending.current = null;
    element.focus();
  });
  return useCallback((target: FocusTarget) => {
    pending.current = target;
  }, []);
}
