import { lazy, Suspense, useEffect, useState } from 'react';

// Same event name as lib/notify.tsx; not imported from there, which would pull react-hot-toast in.
const TOASTER_EVENT = 'site:toaster';
const SiteToaster = lazy(() => import('../toaster'));

/** Mounts the toast viewport the first time a notice is raised. */
export function LazyToaster() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    const on = () => setWanted(true);
    window.addEventListener(TOASTER_EVENT, on);
    return () => window.removeEventListener(TOASTER_EVENT, on);
  }, []);
  return wanted ? (
    <Suspense fallback={null}>
      <SiteToaster />
    </Suspense>
  ) : null;
}
