import { createFileRoute } from '@tanstack/react-router';
import { DataAnalyticsPage } from '../../features/content-pages/services/data-analytics-page';
import { pageHead } from '../../lib/seo';

export const Route = createFileRoute('/services/data-analytics')({
  head: () =>
    pageHead({
      title: 'Data Analytics and Power BI in Nigeria',
      description:
        'Power BI, data warehouses, predictive analytics, real-time dashboards, custom reports and data visualisation for retail, banking, healthcare and manufacturing.',
      path: '/services/data-analytics',
      preset: 'analytics',
    }),
  component: DataAnalyticsPage,
});
