import { createFileRoute } from '@tanstack/react-router';
import { AboutPage } from '../features/content-pages/about/about-page';
import { pageHead } from '../lib/seo';

export const Route = createFileRoute('/about')({
  head: () =>
    pageHead({
      title: 'About Us',
      description:
        'A Port Harcourt technology partner since 2004: our mission, vision, milestones, Microsoft, Odoo, HP, Dell and Cisco partnerships, and how to reach us.',
      path: '/about',
    }),
  component: AboutPage,
});
