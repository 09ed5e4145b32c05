import { createFileRoute } from '@tanstack/react-router';
import { BookConsultationPage } from '../features/lead-capture/components/book-consultation-page';
import { pageHead } from '../lib/seo';

export const Route = createFileRoute('/book-consultation')({
  head: () =>
    pageHead({
      title: 'Book a Free Consultation',
      description:
        'Book a free consultation on Microsoft 365, Azure, Odoo ERP, process automation or AI agents with our Port Harcourt specialists.',
      path: '/book-consultation',
      keywords: ['free IT consultation', 'Microsoft 365 consultation Nigeria', 'Odoo ERP consultation', 'Azure migration assessment'],
    }),
  component: BookConsultationPage,
});
