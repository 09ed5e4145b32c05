// Reports a page view (path and query) on load and on each path change. (Scrolling to the top of a new page is the
// router's scroll restoration, enabled in router.tsx.)
import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { analytics } from '../../lib/analytics';

export function RouteEffects() {
  const router = useRouter();
  useEffect(() => {
    analytics().pageView(router.state.location.href);
    return router.subscribe('onResolved', ({ pathChanged, toLocation }) => {
      if (pathChanged) analytics().pageView(toLocation.href);
    });
  }, [router]);
  return null;
}
