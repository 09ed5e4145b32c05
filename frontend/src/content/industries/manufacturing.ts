// Manufacturing industry page: hero, six challenge tiles, closing call to action. Every call to
// action goes to /contact.
import type { IndustryPage } from './industry-page';

export const manufacturingPage: IndustryPage = {
  hero: {
    eyebrow: 'Manufacturing',
    title: 'Run your plant on data, not guesswork',
    lead: 'From food and beverage lines in Agbara to fabrication yards in Onne and building-materials plants in Trans-Amadi, Nigerian manufacturers juggle power costs, foreign-exchange swings and raw-material delays. We connect production, stock, maintenance and finance so you see costs and problems as they happen.',
    actions: [
      { label: 'Book a consultation', to: '/contact' },
      { label: 'See Odoo for manufacturing', to: '/contact' },
    ],
  },
  challengesTitle: 'Challenges we solve for manufacturers',
  challenges: [
    {
      title: 'Energy costs and outages',
      description: 'Diesel and gas make up a large share of production cost; metering by line shows where the energy goes.',
    },
    {
      title: 'Unplanned downtime',
      description: 'Machines and generators fail without warning when maintenance lives in a notebook.',
    },
    {
      title: 'Raw-material stock-outs',
      description: 'Imported inputs with long lead times run out because stock and purchasing are not linked.',
    },
    {
      title: 'Production costs known too late',
      description: 'The cost of a batch is only known at month end, after prices have already been set.',
    },
    {
      title: 'Quality and traceability',
      description: 'NAFDAC and SON requirements call for batch records that trace every input and every check.',
    },
    {
      title: 'Disconnected systems',
      description: 'Sales, warehouse and accounts each keep their own figures, and nobody trusts any of them.',
    },
  ],
  cta: {
    title: 'Find the hidden cost in your production',
    text: 'Our team will walk your plant’s order-to-delivery cycle with you and show where an ERP and dashboards pay back.',
    actions: [{ label: 'Book free consultation', to: '/contact' }],
  },
};
