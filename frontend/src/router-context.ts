// What every route's loaders and beforeLoad hooks get from the router (routes/__root.tsx declares it,
// router.tsx provides it). A file of its own: the root route importing it from router.tsx closed a circle
// through the generated route tree.
import type { StaffKit } from './features/staff/api/staff-kit';

export interface RouterContext {
  /**
   * The staff app's query client and session question, made when the first staff page of a visit asks
   * (the /admin route's beforeLoad) and kept for the router's life: one client for every staff page,
   * and public pages never download react-query.
   */
  staff: () => Promise<StaffKit>;
}
