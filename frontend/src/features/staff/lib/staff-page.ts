// What every staff page says about itself, declared on its route (staticData) so the staff app can
// show it before the page's code and data have arrived: in the prerendered page, its head and while
// loading. This module is in the app every page loads (route files use it), so it imports nothing.
export interface StaffPageText {
  /** The page's h1 and the first part of its <title>. */
  title: string;
  /** The introduction under the h1. */
  description: string;
  /** The page's meta description. */
  summary: string;
  /** Shown while the session and the page's data load (the prerendered page shows it too). */
  loadingText?: string;
}
