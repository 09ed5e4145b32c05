// Blog listing: a featured article, the latest articles (the five article routes) and
// free downloads, each with a type, title, description and download size.
import type { PageLink } from './types';

export type FreeResourceType = 'whitepaper' | 'case-study' | 'webinar' | 'toolkit';

export interface FreeResource {
  type: FreeResourceType;
  title: string;
  description: string;
  downloadSize: string;
  /** Downloads are sent by e-mail on request (the original's download buttons did nothing). */
  request: PageLink;
}

export const blogIntro = {
  title: 'Insights for Nigerian businesses',
  lead: 'Guides on cloud, security, ERP and AI from the engineers who deliver them, plus free whitepapers, case studies, webinars and toolkits.',
};

export const freeResourceTypeLabels: Record<FreeResourceType, string> = {
  whitepaper: 'Whitepaper',
  'case-study': 'Case study',
  webinar: 'Webinar',
  toolkit: 'Toolkit',
};

export const freeResources: readonly FreeResource[] = [
  {
    type: 'whitepaper',
    title: 'Cloud readiness for Nigerian businesses',
    description: 'How to assess your servers, connectivity and skills before moving to Microsoft 365 and Azure, with a scoring sheet.',
    downloadSize: '2.4 MB PDF',
    request: { label: 'Request the cloud readiness whitepaper', to: '/contact' },
  },
  {
    type: 'case-study',
    title: 'How a Port Harcourt hospital went paperless',
    description: 'From paper folders to cloud medical records in six months: the plan, the problems and the results.',
    downloadSize: '1.1 MB PDF',
    request: { label: 'Request the hospital case study', to: '/contact' },
  },
  {
    type: 'webinar',
    title: 'Microsoft 365 security essentials',
    description: 'A 45-minute recorded session on MFA, phishing protection and device management for small businesses.',
    downloadSize: '145 MB MP4',
    request: { label: 'Request the security webinar recording', to: '/contact' },
  },
  {
    type: 'toolkit',
    title: 'NDPA compliance toolkit for SMEs',
    description: 'Templates for a privacy notice, a record of processing, a data breach log and a staff data-protection policy.',
    downloadSize: '3.6 MB ZIP',
    request: { label: 'Request the NDPA toolkit', to: '/contact' },
  },
];
