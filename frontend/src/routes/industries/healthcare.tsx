import { createFileRoute } from '@tanstack/react-router';
import { HealthcarePage } from '../../features/content-pages/industries/healthcare-page';
import { pageHead } from '../../lib/seo';

const description =
  'Electronic medical records, HMO claims automation, telemedicine and analytics for Nigerian hospitals and clinics, built to HIPAA, ISO 27001, SOC 2 Type II, Nigeria DPA, HL7 FHIR and ICD-10 standards.';

export const Route = createFileRoute('/industries/healthcare')({
  head: () =>
    pageHead({
      title: 'Healthcare Technology Solutions in Nigeria',
      description,
      path: '/industries/healthcare',
    }),
  component: HealthcarePage,
});
