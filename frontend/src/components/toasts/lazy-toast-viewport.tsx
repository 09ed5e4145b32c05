// Mounts the toast viewport the first time a notice is raised, so pages that never show one never
// download it (nor react-hot-toast's store).
import { lazy, Suspense, useEffect, useState } from 'react';
import { TOAST_VIEWPORT_EVENT } from '../../lib/notify';

const ToastViewport = lazy(() => import('./toast-viewport'));

export function LazyToastViewport() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    const on = () => setWanted(true);
    window.addEventListener(TOAST_VIEWPORT_EVENT, on);
    return () => window.removeEventListener(TOAST_VIEWPORT_EVENT, on);
  }, []);
  return wanted ? (
    <Suspense fallback={null}>
      <ToastViewport />
    </Suspense>
  ) : null;
}
