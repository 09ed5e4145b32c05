// About page: mission, vision, timeline, partners, contacts and hours.
// Company contacts and hours come from site-config; this module holds the story.

export const aboutIntro = {
  title: 'Twenty years of keeping Nigerian businesses connected',
  lead: 'We started in 2004 fixing PCs and networks for oil-service companies on Trans-Amadi. Today we design, migrate and support cloud, ERP and AI systems for more than 200 organisations across Rivers, Lagos, Abuja and the Niger Delta, with the same engineers answering the phone.',
};

export const mission = {
  title: 'Our mission',
  text: 'To give Nigerian organisations of every size the same dependable technology the multinationals use, priced in naira, built for our power and connectivity realities, and supported by people who pick up the phone within 24 hours.',
};

export const vision = {
  title: 'Our vision',
  text: 'A Nigeria where a clinic in Port Harcourt, a fabricator in Onne and a ministry in Abuja run on secure cloud systems, make decisions from live data, and let automation carry the repetitive work, so their people can serve customers and citizens.',
};

export interface Milestone {
  year: number;
  title: string;
  description: string;
}

export const timeline = [
  {
    year: 2004,
    title: 'Founded in Port Harcourt',
    description: 'Opened as a hardware and networking firm serving oil-service companies in Trans-Amadi.',
  },
  {
    year: 2016,
    title: 'Cloud Solutions Provider',
    description: 'Became a Microsoft Cloud Solution Provider and moved our first clients to Office 365 and Azure.',
  },
  {
    year: 2018,
    title: 'Microsoft Gold Partner',
    description: 'Earned Gold Partner status for cloud productivity and cloud platform.',
  },
  {
    year: 2020,
    title: '100+ clients',
    description: 'Passed 100 active clients as organisations moved to remote work and Teams during the lockdown.',
  },
  {
    year: 2021,
    title: 'AI and automation practice launched',
    description: 'Launched our AI practice: chatbots, Power Automate flows and document processing for Nigerian businesses.',
  },
  {
    year: 2022,
    title: 'Multi-partner portfolio',
    description: 'Added Odoo ERP, Dell, HP, Cisco and Meraki to offer one accountable partner from the laptop to the ERP.',
  },
  {
    year: 2023,
    title: 'Microsoft Solutions Partner designation',
    description: 'Designated Solutions Partner for Modern Work and for Infrastructure (Azure).',
  },
] as const satisfies readonly Milestone[];

export const values = [
  {
    title: 'Plain answers',
    text: 'We quote in naira, say what a project will and will not do, and write it down.',
  },
  {
    title: 'Built for local conditions',
    text: 'Designs that survive power cuts, slow links and a change of network provider.',
  },
  {
    title: 'Data protection by default',
    text: 'Every project is scoped against the Nigeria Data Protection Act 2023 and the sector regulator’s rules.',
  },
  {
    title: 'Support that answers',
    text: 'A 24 hour response promise on every request, and emergency support 24/7 for critical issues.',
  },
] as const;
