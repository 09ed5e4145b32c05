// Texts and figures of /book-consultation's header, as data the page renders.
import { siteConfig } from '../site-config';

export const bookConsultationHero = {
  badge: 'FREE CONSULTATION',
  title: 'Book Your Free Technology Consultation',
  intro: `Talk to a ${siteConfig.name} specialist about your goals. No cost, no obligation: a clear plan for your next step.`,
  stats: [
    { value: '500+', label: 'Consultations held' },
    { value: '20+', label: 'Years of experience' },
    { value: '99%', label: 'Client satisfaction' },
    { value: '24h', label: 'Response time' },
  ],
} as const;
