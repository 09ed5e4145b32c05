import { createFileRoute } from '@tanstack/react-router';
import { ManufacturingPage } from '../../features/content-pages/industries/manufacturing-page';
import { pageHead } from '../../lib/seo';

const description =
  'ERP, maintenance, stock control and production dashboards that show Nigerian manufacturers their costs as they happen.';

export const Route = createFileRoute('/industries/manufacturing')({
  head: () =>
    pageHead({
      title: 'Manufacturing Technology Solutions in Nigeria',
      description,
      path: '/industries/manufacturing',
    }),
  component: ManufacturingPage,
});
