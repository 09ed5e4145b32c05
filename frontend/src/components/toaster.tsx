// The toast viewport. Loaded only when the first notice is raised (see lib/notify.tsx), so pages
// that never show one never download react-hot-toast.
import { Toaster } from 'react-hot-toast';
import { TOAST_DURATION_MS } from '../lib/notify';

export default function SiteToaster() {
  return (
    <Toaster
      position="top-right"
      // At most one notice at a time: every notice shares one id (lib/notify.tsx).
      toastOptions={{ duration: TOAST_DURATION_MS, style: { maxWidth: '420px' } }}
    />
  );
}
