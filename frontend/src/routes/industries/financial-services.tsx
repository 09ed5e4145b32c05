import { createFileRoute } from '@tanstack/react-router';
import { FinancialServicesPage } from '../../features/content-pages/industries/financial-services-page';
import { pageHead } from '../../lib/seo';

const description =
  'Cybersecurity, CBN compliance, digital onboarding and fraud analytics for Nigerian banks, microfinance banks, insurers and fintechs.';

export const Route = createFileRoute('/industries/financial-services')({
  head: () =>
    pageHead({
      title: 'Financial Services Technology in Nigeria',
      description,
      path: '/industries/financial-services',
    }),
  component: FinancialServicesPage,
});
