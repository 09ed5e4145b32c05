// Government industry page: hero, four challenges with statistics, six solution cards, closing call
// to action. Every call to action goes to /contact.
import type { IndustryPage } from './industry-page';

export const governmentPage: IndustryPage = {
  hero: {
    eyebrow: 'Government',
    title: 'Digital government services citizens can rely on',
    lead: 'Ministries, departments, agencies and local government councils are asked to serve more citizens, collect revenue transparently and account for every naira. We help public institutions replace paper files and in-person queues with secure, auditable digital services.',
    actions: [
      { label: 'Talk to our public-sector team', to: '/contact' },
      { label: 'Request a briefing', to: '/contact' },
    ],
  },
  challengesTitle: 'Challenges in the public sector',
  challenges: [
    {
      title: 'Paper-based processes',
      description: 'Memos, approvals and files move between offices by hand and are hard to trace.',
      stat: { value: '3 weeks', label: 'typical time for a paper file to clear four desks in the agencies we have assessed' },
    },
    {
      title: 'Citizen services in person only',
      description: 'Permits, certificates and payments often require a visit and a queue.',
      stat: { value: '70%', label: 'of service requests we reviewed could be handled online' },
    },
    {
      title: 'Revenue leakage',
      description: 'Manual collection and reconciliation make it hard to account for every payment.',
      stat: { value: '1 view', label: 'of all collections, reconciled daily, is what digital revenue systems provide' },
    },
    {
      title: 'Scarce IT skills across many sites',
      description: 'A small central IT unit supports offices across the state or country.',
      stat: { value: '24/7', label: 'monitoring of systems and networks through managed services' },
    },
  ],
  solutionsTitle: 'Solutions for government',
  solutions: [
    {
      title: 'Secure collaboration',
      icon: 'users',
      description: 'Microsoft 365 and Teams for e-mail, meetings and document sharing, with classification of sensitive files.',
    },
    {
      title: 'Electronic document and records management',
      icon: 'document',
      description: 'Digital files, e-memos and approvals on SharePoint with retention schedules and an audit trail.',
    },
    {
      title: 'Citizen service portals',
      icon: 'globe',
      description: 'Online applications, payments and status tracking hosted on Azure and built to cope with deadline peaks.',
    },
    {
      title: 'Revenue and payment analytics',
      icon: 'chart',
      description: 'Power BI dashboards that reconcile collections by channel, LGA and revenue head.',
    },
    {
      title: 'Citizen information agents',
      icon: 'bot',
      description: 'AI assistants that answer common questions in English, Pidgin, Hausa, Yoruba and Igbo.',
    },
    {
      title: 'Cybersecurity and resilience',
      icon: 'shield',
      description: 'Identity protection, backups and disaster recovery for systems citizens depend on.',
    },
  ],
  cta: {
    title: 'Plan your agency’s digital services',
    text: 'We will review one service with your team and show you how it could run online.',
    actions: [{ label: 'Book free consultation', to: '/contact' }],
  },
};
