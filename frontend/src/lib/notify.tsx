// Toasts (spec §8): react-hot-toast, one visible at a time (every notice shares one id, so a new one
// replaces the last), five seconds each, a title and a text, errors in the destructive style. Raising
// a notice also asks the root to mount the toast viewport (components/toaster.tsx). Both load
// react-hot-toast on first use, so a page with a form downloads it only when a notice is raised.

export const TOAST_DURATION_MS = 5000;
const loadToast = () => import('react-hot-toast').then((m) => m.default);

const NOTICE_ID = 'site-notice';
export const TOASTER_EVENT = 'site:toaster';

function Body({ title, description }: { title: string; description: string }) {
  return (
    <div className="text-sm" data-toast-title={title}>
      <p className="font-semibold">{title}</p>
      <p className="mt-0.5">{description}</p>
    </div>
  );
}

function mountViewport() {
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(TOASTER_EVENT));
}

/** A toast's title and text, as the spec's catalogue gives them. */
export type Notice = readonly [title: string, description: string];

export function notifySuccess([title, description]: Notice) {
  mountViewport();
  void loadToast().then((toast) =>
    toast.success(<Body title={title} description={description} />, { id: NOTICE_ID, duration: TOAST_DURATION_MS }),
  );
}

export function notifyError([title, description]: Notice) {
  mountViewport();
  void loadToast().then((toast) =>
    toast.error(<Body title={title} description={description} />, {
      id: NOTICE_ID,
      duration: TOAST_DURATION_MS,
      style: { background: '#b91c1c', color: '#fff' },
      iconTheme: { primary: '#fff', secondary: '#b91c1c' },
      ariaProps: { role: 'alert', 'aria-live': 'assertive' },
    }),
  );
}

export const MISSING_INFORMATION: Notice = ['Missing Information', 'Please fill in all required fields.'];
export const MISSING_SCHEDULE: Notice = ['Missing Schedule', 'Please select your preferred date and time.'];
