import { createFileRoute } from '@tanstack/react-router';
import { ContactPage } from '../features/lead-capture/components/contact-page';
import { pageHead } from '../lib/seo';

export const Route = createFileRoute('/contact')({
  head: () =>
    pageHead({
      title: 'Contact Us',
      description:
        'Book a free technology consultation or send us a message. Our Port Harcourt team replies within 24 hours; 24/7 support for critical issues.',
      path: '/contact',
      keywords: ['contact IT company Port Harcourt', 'free IT consultation Nigeria', 'Microsoft partner contact'],
    }),
  component: ContactPage,
});
