// The toast viewport, on react-hot-toast's headless store: a labelled region at the top right (at most
// 420 px wide from medium screens up) showing the one current notice. F8 moves focus to the region; a
// notice is dismissed by its Close button or by swiping it right at least 50 px; hovering pauses its
// timer. Styled with the site's classes only: no <style> injection and no style attribute in markup
// (the swipe moves the notice through the CSSOM, which the CSP allows).
import { useEffect, useRef, type PointerEvent as ReactPointerEvent } from 'react';
import { resolveValue, toast, useToaster, type Toast } from 'react-hot-toast/headless';
import { TOAST_DURATION_MS } from '../../lib/notify';
import { cn } from '../../lib/cn';

export const TOAST_HOTKEY = 'F8';
/** A swipe to the right at least this long dismisses a notice. */
export const SWIPE_THRESHOLD_PX = 50;

function ToastItem({ t }: { t: Toast }) {
  const ref = useRef<HTMLLIElement>(null);
  const swipe = useRef<{ pointerId: number; startX: number; dx: number } | null>(null);
  const error = t.type === 'error';

  const move = (dx: number) => {
    if (ref.current) ref.current.style.transform = dx ? `translateX(${dx}px)` : '';
  };
  const onPointerDown = (e: ReactPointerEvent) => {
    if (e.button !== 0 || (e.target as Element).closest('button')) return;
    swipe.current = { pointerId: e.pointerId, startX: e.clientX, dx: 0 };
    ref.current?.setPointerCapture?.(e.pointerId);
  };
  const onPointerMove = (e: ReactPointerEvent) => {
    const s = swipe.current;
    if (!s || s.pointerId !== e.pointerId) return;
    s.dx = Math.max(0, e.clientX - s.startX); // right only
    move(s.dx);
  };
  const onPointerEnd = (e: ReactPointerEvent) => {
    const s = swipe.current;
    if (!s || s.pointerId !== e.pointerId) return;
    swipe.current = null;
    if (e.type === 'pointerup' && s.dx >= SWIPE_THRESHOLD_PX) toast.dismiss(t.id);
    else move(0);
  };

  return (
    <li
      ref={ref}
      data-toast={t.type}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerEnd}
      onPointerCancel={onPointerEnd}
      className={cn(
        'pointer-events-auto flex w-full touch-pan-y select-none items-start gap-3 rounded-lg border p-4 pr-10 shadow-lg relative',
        error ? 'border-red-800 bg-red-700 text-white' : 'border-slate-200 bg-white text-slate-900',
      )}
    >
      <div {...t.ariaProps} aria-atomic="true" className="flex-1">
        {resolveValue(t.message, t)}
      </div>
      <button
        type="button"
        aria-label="Dismiss notification"
        onClick={() => toast.dismiss(t.id)}
        className={cn(
          'absolute right-2 top-2 rounded-md p-1',
          error ? 'text-red-50 hover:bg-red-800' : 'text-slate-600 hover:bg-slate-100 hover:text-slate-900',
        )}
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="h-4 w-4" fill="none" stroke="currentColor" strokeWidth="2">
          <path d="M6 6l12 12M18 6L6 18" strokeLinecap="round" />
        </svg>
      </button>
    </li>
  );
}

export default function ToastViewport() {
  const { toasts, handlers } = useToaster({ duration: TOAST_DURATION_MS });
  const region = useRef<HTMLOListElement>(null);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === TOAST_HOTKEY && !e.altKey && !e.ctrlKey && !e.metaKey && !e.shiftKey) {
        e.preventDefault();
        region.current?.focus();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  // Every notice shares one id, so there is at most one; slice keeps it so whatever raises a notice.
  const shown = toasts.filter((t) => t.visible).slice(0, 1);
  return (
    <section
      aria-label={`Notifications (${TOAST_HOTKEY})`}
      className="pointer-events-none fixed right-0 top-0 z-[100] w-full p-4 md:max-w-[420px]"
    >
      <ol
        ref={region}
        tabIndex={-1}
        onMouseEnter={handlers.startPause}
        onMouseLeave={handlers.endPause}
        className="flex flex-col gap-2 outline-none focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        {shown.map((t) => (
          <ToastItem key={t.id} t={t} />
        ))}
      </ol>
    </section>
  );
}
