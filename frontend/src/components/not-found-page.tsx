import { useRouterState } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { ButtonLink } from './ui/button';
import { Container } from './ui/section';

/** Any unknown path: '404 Page Not Found' with a developer-style hint. */
export function NotFoundPage() {
  // One prerendered 404.html answers every unknown path, so the path is filled in after hydration.
  const routerPath = useRouterState({ select: (s) => s.location.pathname });
  const [pathname, setPathname] = useState<string | null>(null);
  useEffect(() => setPathname(routerPath), [routerPath]);
  return (
    <main id="main" className="bg-slate-50 py-20 sm:py-28">
      <Container className="max-w-2xl text-center">
        <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">Error 404</p>
        <h1 className="mt-2 text-4xl font-bold tracking-tight text-slate-900">404 Page Not Found</h1>
        <p className="mt-4 text-lg text-slate-600">The page you are looking for does not exist or has moved.</p>
        <div className="mt-8 rounded-lg bg-slate-900 p-4 text-left font-mono text-sm text-slate-100">
          <p>
            <span className="text-amber-300">hint:</span> no route matches{' '}
            <code className="break-all text-emerald-300">{pathname ?? 'this path'}</code>
          </p>
          <p className="mt-1 text-slate-300">Did you forget to add the page to the router? Check src/routes/.</p>
        </div>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <ButtonLink to="/" size="lg">
            Return to Home
          </ButtonLink>
          <ButtonLink to="/contact" variant="outline" size="lg">
            Contact Us
          </ButtonLink>
        </div>
      </Container>
    </main>
  );
}
