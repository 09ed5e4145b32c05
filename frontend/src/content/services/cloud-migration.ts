// Cloud Migration service page: hero, four-step methodology (assessment, planning, migration,
// optimization), call to action. All buttons go to /contact.
import type { PageLink, Step } from '../types';

export const cloudHero = {
  eyebrow: 'Cloud migration',
  title: 'Move to the cloud without stopping the business',
  lead: 'File servers, accounting databases, line-of-business applications and e-mail: we move them to Microsoft Azure and Microsoft 365 in rehearsed waves, outside business hours, with a way back at every step.',
  actions: [
    { label: 'Get started', to: '/contact' },
    { label: 'Request an assessment', to: '/contact' },
  ] satisfies PageLink[],
};

export const cloudReasons = [
  { title: 'No more server-room diesel', text: 'Servers in Azure do not need your generator, inverter batteries or air-conditioning.' },
  {
    title: 'Disaster recovery you can test',
    text: 'A copy of every system in another region, restored in hours after fire, flood or theft.',
  },
  { title: 'Work from anywhere', text: 'Staff reach applications securely from branches, sites and home.' },
  { title: 'Costs that follow usage', text: 'Scale up at month end and down at night, and typically save 30-50% against owning servers.' },
] as const;

export const cloudMethodology: readonly Step[] = [
  {
    step: 1,
    title: 'Assessment',
    description: 'We inventory servers, applications and their dependencies, measure usage and check your internet links.',
    duration: '1-2 weeks',
    deliverables: ['Inventory and dependency map', 'Cost comparison in naira', 'Risks and quick wins'],
  },
  {
    step: 2,
    title: 'Planning',
    description: 'We design the target environment, security and backup, and group workloads into waves with rollback plans.',
    duration: '2-3 weeks',
    deliverables: ['Target architecture', 'Wave plan', 'Communication plan'],
  },
  {
    step: 3,
    title: 'Migration',
    description: 'Each wave is rehearsed, migrated over a weekend and tested by your users before the old system is retired.',
    duration: '2-8 weeks',
    deliverables: ['Migrated workloads', 'Test sign-off', 'Updated documentation'],
  },
  {
    step: 4,
    title: 'Optimization',
    description: 'We right-size resources, set budgets and alerts and support you for 90 days after migration.',
    duration: 'Ongoing',
    deliverables: ['Cost review', 'Monitoring', '90 days of post-migration support'],
  },
];

export const cloudCta = {
  title: 'Start with a free assessment',
  text: 'Tell us what runs in your server room today; we will tell you what it would cost in Azure and how we would move it.',
  actions: [{ label: 'Book your assessment', to: '/contact' }] satisfies PageLink[],
};
