// Notices (toasts): a title and a text, errors in the destructive style, one visible at a time (every
// notice shares one id, so a new one replaces the last), five seconds each. The store is
// react-hot-toast's headless core; the viewport that shows it is ours (components/toasts), styled by the
// site's stylesheet, so nothing injects a <style> element at run time (the CSP allows no inline styles).
// Both load on first use: a page downloads them only when a notice is raised.

export const TOAST_DURATION_MS = 5000;
/** How long a dismissed notice stays in the store before it is removed. */
export const TOAST_REMOVE_DELAY_MS = 1_000_000;
const NOTICE_ID = 'site-notice';
/** Asks the root to mount the viewport (components/toasts/lazy-toast-viewport.tsx listens). */
export const TOAST_VIEWPORT_EVENT = 'site:toast-viewport';

const loadToast = () => import('react-hot-toast/headless').then((m) => m.toast);

function Body({ title, description }: { title: string; description: string }) {
  return (
    <div className="text-sm" data-toast-title={title}>
      <p className="font-semibold">{title}</p>
      <p className="mt-0.5">{description}</p>
    </div>
  );
}

/** A toast's title and text. */
export type Notice = readonly [title: string, description: string];

function raise(kind: 'success' | 'error', [title, description]: Notice) {
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(TOAST_VIEWPORT_EVENT));
  void loadToast().then((toast) =>
    toast[kind](<Body title={title} description={description} />, {
      id: NOTICE_ID,
      duration: TOAST_DURATION_MS,
      removeDelay: TOAST_REMOVE_DELAY_MS,
      ariaProps: kind === 'error' ? { role: 'alert', 'aria-live': 'assertive' } : { role: 'status', 'aria-live': 'polite' },
    }),
  );
}

export const notifySuccess = (notice: Notice) => raise('success', notice);
export const notifyError = (notice: Notice) => raise('error', notice);

export const MISSING_INFORMATION: Notice = ['Missing Information', 'Please fill in all required fields.'];
export const MISSING_SCHEDULE: Notice = ['Missing Schedule', 'Please select your preferred date and time.'];
