import { createFileRoute } from '@tanstack/react-router';
import { privacyPolicy } from '../content/legal/privacy-policy';
import { LegalPage } from '../features/content-pages/legal/legal-page';
import { pageHead } from '../lib/seo';

export const Route = createFileRoute('/privacy-policy')({
  head: () =>
    pageHead({
      title: 'Privacy Policy',
      description:
        'How we collect, use, share and protect personal information, your rights under the Nigeria Data Protection Act 2023, and how to contact us.',
      path: '/privacy-policy',
    }),
  component: Page,
});

function Page() {
  return <LegalPage doc={privacyPolicy} />;
}
