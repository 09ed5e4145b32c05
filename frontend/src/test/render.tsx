// Test helpers: render with the toast viewport mounted, or render the app's own router at a path.
import { render, screen, type RenderResult } from '@testing-library/react';
import { createMemoryHistory, Outlet, RouterProvider } from '@tanstack/react-router';
import type { ReactElement } from 'react';
import ToastViewport from '../components/toasts/toast-viewport';
import { createRouter } from '../router';

export function renderWithToasts(ui: ReactElement): RenderResult {
  return render(
    <>
      {ui}
      <ToastViewport />
    </>,
  );
}

/** The document frame stands aside: a test renders pages into a container, not <html>. */
function TestRoot() {
  return (
    <>
      <Outlet />
      <ToastViewport />
    </>
  );
}

/**
 * Renders the site's own router (its routes, loaders, search params and context) at `path`, in memory.
 * Returns the router too, so a test can read where it went.
 */
export function renderRoute(path: string) {
  const router = createRouter({ history: createMemoryHistory({ initialEntries: [path] }) });
  router.routeTree.options.component = TestRoot;
  return { router, ...render(<RouterProvider router={router} />) };
}

/** The choosable list of a labelled select as text, "[disabled]" after an option that cannot be chosen (the placeholder left out). */
export function listedOptions(label: RegExp): string[] {
  return Array.from((screen.getByLabelText(label) as HTMLSelectElement).options)
    .filter((o) => o.value)
    .map((o) => `${o.textContent}${o.disabled ? ' [disabled]' : ''}`);
}
