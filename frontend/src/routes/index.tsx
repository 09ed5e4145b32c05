import { createFileRoute } from '@tanstack/react-router';
import { HomePage } from '../features/content-pages/home/home-page';
import { pageHead, seoPresets } from '../lib/seo';

export const Route = createFileRoute('/')({
  head: () =>
    pageHead({
      title: seoPresets.home.title,
      description:
        'Microsoft 365, Azure, Odoo ERP, AI agents, automation and managed IT for Nigerian businesses, from a Port Harcourt technology partner trusted by 200+ organisations since 2004.',
      path: '/',
      preset: 'home',
    }),
  component: HomePage,
});
