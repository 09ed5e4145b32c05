import { createFileRoute } from '@tanstack/react-router';
import { OdooErpPage } from '../../features/content-pages/solutions/odoo-erp-page';
import { pageHead } from '../../lib/seo';

export const Route = createFileRoute('/solutions/odoo-erp')({
  head: () =>
    pageHead({
      title: 'Odoo ERP Implementation in Nigeria',
      description:
        'Odoo ERP with over 40 applications, configured for Nigerian VAT and PAYE: modules, industry solutions, a four-phase implementation and the Community, Enterprise and Odoo.sh editions.',
      path: '/solutions/odoo-erp',
      preset: 'odoo',
    }),
  component: OdooErpPage,
});
