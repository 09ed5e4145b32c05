// Texts of /contact, as data the page renders.
import type { IconName } from '../components/ui/icon';
import { siteConfig } from '../site-config';

export const contactHero = {
  title: 'Get In Touch',
  intro:
    'Tell us where your business is heading. Book a free consultation or send us a message, and a specialist will reply within 24 hours.',
  badges: ['Microsoft Gold Partner', '24 Hour Response Time', 'Free Consultation Available'],
} as const;

export interface ContactCard {
  icon: IconName;
  title: string;
  description: string;
  value: string;
  href?: string;
}

export const contactCards: readonly ContactCard[] = [
  {
    icon: 'phone',
    title: 'Call Us',
    description: 'Mon-Fri 8AM-6PM, Sat 9AM-2PM',
    value: siteConfig.phone.display,
    href: siteConfig.phone.href,
  },
  {
    icon: 'mail',
    title: 'Email Us',
    description: 'We reply within 24 hours',
    value: siteConfig.emails.sales,
    href: `mailto:${siteConfig.emails.sales}`,
  },
  {
    icon: 'map-pin',
    title: 'Visit Us',
    description: `${siteConfig.address.city}, ${siteConfig.address.state}`,
    value: siteConfig.address.street,
  },
  {
    icon: 'headset',
    title: '24/7 Support',
    description: 'Emergency support for critical issues',
    value: siteConfig.supportPhone.display,
    href: siteConfig.supportPhone.href,
  },
];

export const reasons: readonly { icon: IconName; title: string; description: string }[] = [
  { icon: 'award', title: 'Certified Experts', description: 'Microsoft-certified engineers with 20+ years of experience in Nigeria.' },
  { icon: 'users', title: '200+ Clients', description: 'Trusted by organisations across healthcare, finance, government and industry.' },
  { icon: 'zap', title: 'Fast Response', description: 'A reply within 24 hours and emergency support around the clock.' },
  { icon: 'shield', title: 'Secure by Design', description: 'Security and Nigerian data protection compliance in every project.' },
];

export const office = {
  title: 'Visit Our Office',
  directionsUrl: `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(
    `${siteConfig.address.street}, ${siteConfig.address.city}, ${siteConfig.address.country}`,
  )}`,
} as const;

export const emergency = {
  title: 'Need Emergency Support?',
  text: 'Existing clients get 24/7 support for critical issues. Call our support line or e-mail sales for anything else.',
} as const;
