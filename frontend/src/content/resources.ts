// Resources hub: links to /faq and /blogs, the
// articles, and the Documentation, Video Tutorials and Free Tools cards.
import type { IconName } from '../components/ui/icon';
import type { PageLink } from './types';

export const resourcesIntro = {
  title: 'Guides, answers and tools for your next technology decision',
  lead: 'Practical articles written by our engineers for Nigerian organisations: how to migrate, what things really cost, how to stay compliant. Start with the questions we are asked most, or read the latest guides.',
};

export const resourceLinks = [
  {
    title: 'Frequently asked questions',
    description: 'Straight answers on pricing, timelines, support, licensing and data protection.',
    link: { label: 'Browse the FAQ', to: '/faq' } satisfies PageLink,
    icon: 'chat' as IconName,
  },
  {
    title: 'Blog and free downloads',
    description: 'Our latest articles, whitepapers, case studies, webinar recordings and toolkits.',
    link: { label: 'Visit the blog', to: '/blogs' } satisfies PageLink,
    icon: 'document' as IconName,
  },
] as const;

/** Cards whose original had no function: here each leads to where the visitor can actually get it. */
export const resourceCards = [
  {
    title: 'Documentation',
    icon: 'document' as IconName,
    description: 'Administrator and user guides for the systems we deliver, shared with every client at handover.',
    link: { label: 'Request documentation', to: '/contact' } satisfies PageLink,
  },
  {
    title: 'Video Tutorials',
    icon: 'video' as IconName,
    description: 'Short recorded walkthroughs of Teams, OneDrive, Odoo and Power BI for your staff’s first weeks.',
    link: { label: 'Ask for tutorial access', to: '/contact' } satisfies PageLink,
  },
  {
    title: 'Free Tools',
    icon: 'tools' as IconName,
    description: 'Checklists and toolkits: cloud readiness, NDPA compliance and Microsoft 365 migration planning.',
    link: { label: 'See the free downloads', to: '/blogs' } satisfies PageLink,
  },
] as const;
