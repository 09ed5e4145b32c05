import { createFileRoute } from '@tanstack/react-router';
import { BusinessProcessAutomationPage } from '../../features/content-pages/services/business-process-automation-page';
import { pageHead } from '../../lib/seo';

export const Route = createFileRoute('/services/business-process-automation')({
  head: () =>
    pageHead({
      title: 'Business Process Automation in Nigeria',
      description:
        'Automate approvals, invoices and reports with Power Automate, AI document processing and ERP integration: six capabilities, real results and a four-step process.',
      path: '/services/business-process-automation',
      preset: 'automation',
    }),
  component: BusinessProcessAutomationPage,
});
