// The document and the frame every page lives in: head tags, skip link, header, page, footer, toasts.
import { HeadContent, Outlet, Scripts, createRootRouteWithContext } from '@tanstack/react-router';
import { Footer } from '../components/layout/footer';
import { Header } from '../components/layout/header';
import { LazyToastViewport } from '../components/toasts/lazy-toast-viewport';
import { RouteEffects } from '../components/layout/route-effects';
import { NotFoundPage } from '../components/not-found-page';
import { fullTitle } from '../lib/seo';
import type { RouterContext } from '../router-context';
import { siteConfig } from '../site-config';

export const Route = createRootRouteWithContext<RouterContext>()({
  head: ({ matches }) => {
    const notFound = matches.some((m) => m._notFound || m.status === 'notFound');
    return {
      meta: [
        { charSet: 'utf-8' },
        { name: 'viewport', content: 'width=device-width, initial-scale=1' },
        { name: 'theme-color', content: '#1e3a8a' },
        // A default for pages that set none; a page's own head replaces both.
        { title: notFound ? fullTitle('404 Page Not Found') : siteConfig.name },
        { name: 'description', content: siteConfig.description },
        // The one 404 page answers every unknown path: keep it out of search results.
        ...(notFound ? [{ name: 'robots', content: 'noindex' }] : []),
      ],
      links: [
        { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
        { rel: 'manifest', href: '/site.webmanifest' },
      ],
    };
  },
  component: RootDocument,
  notFoundComponent: NotFoundPage,
});

function RootDocument() {
  return (
    <html lang="en">
      <head>
        <HeadContent />
      </head>
      <body className="flex min-h-screen flex-col">
        <a
          href="#main"
          className="sr-only z-50 rounded-md bg-white px-4 py-2 font-semibold text-brand-800 focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
        >
          Skip to main content
        </a>
        <Header />
        <div className="flex-1">
          <Outlet />
        </div>
        <Footer />
        <LazyToastViewport />
        <RouteEffects />
        <Scripts />
      </body>
    </html>
  );
}
