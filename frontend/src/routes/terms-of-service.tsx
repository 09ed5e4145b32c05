import { createFileRoute } from '@tanstack/react-router';
import { termsOfService } from '../content/legal/terms-of-service';
import { LegalPage } from '../features/content-pages/legal/legal-page';
import { pageHead } from '../lib/seo';

export const Route = createFileRoute('/terms-of-service')({
  head: () =>
    pageHead({
      title: 'Terms of Service',
      description:
        'The terms that govern our website and services: payment in naira, service levels and response times, liability, termination and Nigerian governing law.',
      path: '/terms-of-service',
    }),
  component: Page,
});

function Page() {
  return <LegalPage doc={termsOfService} />;
}
