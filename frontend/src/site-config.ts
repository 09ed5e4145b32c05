// The site's public details. The brand, address, phone and e-mail addresses come from
// @site/brand/brand (the e-mails the leads service sends use them too).

import { brand } from '@site/brand/brand';

export const siteConfig = {
  ...brand,
  tagline: 'Cloud, ERP and AI solutions for Nigerian businesses',
  description: 'Microsoft, Azure, Odoo ERP, AI agents and managed IT for Nigerian organisations, from our office in Port Harcourt.',
  founded: 2004,
  supportPhone: { display: '+234 809 555 0177', href: 'tel:+2348095550177' },
  hours: [
    { days: 'Mon-Fri', time: '8AM-6PM' },
    { days: 'Sat', time: '9AM-2PM' },
    { days: 'Sun', time: 'Closed' },
  ],
  social: [
    { name: 'LinkedIn', href: 'https://www.linkedin.com/company/gardencitytech' },
    { name: 'X', href: 'https://x.com/gardencitytech' },
    { name: 'Facebook', href: 'https://www.facebook.com/gardencitytech' },
    { name: 'Instagram', href: 'https://www.instagram.com/gardencitytech' },
  ],
  /** Registration and VAT numbers are placeholders in the terms (content catalogue). */
  registration: { rcNumber: 'RC [to be confirmed]', vatNumber: 'VAT [to be confirmed]' },
} as const;
