import { createFileRoute } from '@tanstack/react-router';
import { odooDemoConsultationType } from '../../content/demos/odoo-erp';
import { BookingForm } from '../../lead-forms/components/booking-form';
import { OdooDemoPage } from '../../features/content-pages/demos/odoo-demo-page';
import { pageHead } from '../../lib/seo';

export const Route = createFileRoute('/demos/odoo-erp')({
  head: () =>
    pageHead({
      title: 'Book an Odoo ERP Demo',
      description:
        'See Odoo ERP on data like yours: a 60-minute live interactive demo, a 30-45 minute self-guided sandbox or a 75-minute industry-specific demo, plus short module demos.',
      path: '/demos/odoo-erp',
      preset: 'odoo',
    }),
  component: Page,
});

function Page() {
  return <OdooDemoPage bookingForm={<BookingForm defaultConsultationType={odooDemoConsultationType} />} />;
}
