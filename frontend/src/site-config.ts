// The brand and the company's public details, in one place (the company's name is
// not given, so a neutral placeholder brand lives here and only here).

export const siteConfig = {
  name: 'Garden City Technologies',
  shortName: 'GCT',
  legalName: 'Garden City Technologies Limited',
  tagline: 'Cloud, ERP and AI solutions for Nigerian businesses',
  description:
    'Microsoft, Azure, Odoo ERP, AI agents and managed IT for Nigerian organisations, from our office in Port Harcourt.',
  url: 'https://www.gardencitytech.ng',
  founded: 2004,
  address: {
    street: '23 Trans-Amadi Industrial Layout Road',
    city: 'Port Harcourt',
    state: 'Rivers State',
    country: 'Nigeria',
    countryCode: 'NG',
  },
  phone: { display: '+234 803 555 0142', href: 'tel:+2348035550142' },
  supportPhone: { display: '+234 809 555 0177', href: 'tel:+2348095550177' },
  emails: {
    sales: 'sales@gardencitytech.ng',
    info: 'info@gardencitytech.ng',
    support: 'support@gardencitytech.ng',
    privacy: 'privacy@gardencitytech.ng',
    legal: 'legal@gardencitytech.ng',
  },
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
