// Article: Azure versus on-premises cost comparison (cloud, 15 min, February 28, 2024).
import type { ArticleBody } from './article-body';

export const azureVsOnPremisesCostAnalysis: ArticleBody = {
  intro:
    'Comparisons of cloud and on-premises costs usually come from Europe or America, where power is reliable and the currency stable. In Nigeria the arithmetic is different: servers are bought in dollars, generators run for hours every day, and a failed part can take weeks to import. This article lays out every cost line we include when we compare the two for a client, with an illustrative example for a company running five servers.',
  sections: [
    {
      id: 'on-premises-costs',
      heading: 'What owning servers really costs',
      blocks: [
        {
          type: 'p',
          text: 'The purchase price of the server is usually less than half of what it costs to own over five years. These are the lines we add up:',
        },
        {
          type: 'ul',
          items: [
            'Hardware: servers, storage, network switches and the replacement of failed disks and power supplies, bought at the exchange rate of the day.',
            'Software: Windows Server and SQL Server licences, backup software and antivirus.',
            'Power: grid electricity, diesel or gas for the generator, inverter batteries replaced every two to three years.',
            'Cooling: air-conditioning running day and night, and its maintenance.',
            'Space and security: a lockable room, fire suppression and access control.',
            'People: the share of your IT staff’s time spent patching, backing up and fixing servers.',
            'Downtime: hours of lost work when a server, the generator or the air-conditioner fails.',
            'Disaster recovery: a second site or off-site backups, which most companies skip until they need them.',
          ],
        },
      ],
    },
    {
      id: 'azure-costs',
      heading: 'What Azure costs',
      blocks: [
        {
          type: 'p',
          text: 'In Azure you pay monthly for compute, storage, backup and network traffic, plus the internet connectivity your offices need to reach it. Costs can be cut substantially with reserved instances (one- or three-year commitments), switching off development servers at night, and bringing your existing Windows Server licences under the Azure Hybrid Benefit.',
        },
        {
          type: 'callout',
          title: 'Connectivity is part of the cloud bill',
          text: 'Budget for two internet links from different providers at each main office, with automatic failover. This is the single most important investment for a reliable cloud setup in Nigeria.',
        },
      ],
    },
    {
      id: 'example',
      heading: 'An illustrative five-server comparison',
      blocks: [
        {
          type: 'p',
          text: 'The example below is for a company in Port Harcourt with five servers (file, accounting, database, line-of-business application and domain controller) and about 60 staff. Figures are rounded annual estimates at February 2024 prices and exchange rates; your own comparison will differ.',
        },
        {
          type: 'table',
          caption: 'Illustrative annual cost, five servers, February 2024',
          head: ['Cost line', 'On-premises (per year)', 'Azure (per year)'],
          rows: [
            ['Hardware (spread over 5 years)', '₦9,000,000', 'Included'],
            ['Compute and storage', 'Included above', '₦14,500,000'],
            ['Software licences', '₦3,200,000', '₦1,800,000 with Hybrid Benefit'],
            ['Power, diesel and UPS batteries', '₦7,800,000', '₦0'],
            ['Cooling and server-room upkeep', '₦2,400,000', '₦0'],
            ['Backup and disaster recovery', '₦2,000,000', '₦1,900,000'],
            ['Second internet link', '₦0', '₦2,400,000'],
            ['IT staff time on infrastructure', '₦4,800,000', '₦1,600,000'],
            ['Total', '₦29,200,000', '₦22,200,000'],
          ],
        },
        {
          type: 'p',
          text: 'In this example Azure costs about 24% less before the value of avoided downtime is counted. Clients who also right-size oversized servers and use reserved instances typically save 30-50%.',
        },
      ],
    },
    {
      id: 'when-on-premises',
      heading: 'When on-premises still makes sense',
      blocks: [
        {
          type: 'ul',
          items: [
            'Workloads that must stay on site by regulation or contract.',
            'Plant-floor systems that must keep running when the internet is down, such as SCADA or weighbridge software.',
            'Very large, steady workloads on servers that are already paid for and have years of life left.',
          ],
        },
        {
          type: 'p',
          text: 'Many of our clients end up with a hybrid: the plant-floor system stays local, everything else moves to Azure, and Azure Backup protects both.',
        },
      ],
    },
    {
      id: 'how-to-compare',
      heading: 'How to run your own comparison',
      blocks: [
        {
          type: 'ol',
          items: [
            'List every server with its age, role, CPU, memory and disk usage.',
            'Collect last year’s bills for diesel, power, air-conditioning maintenance and hardware repairs.',
            'Estimate the IT hours spent on servers and the hours lost to outages.',
            'Price the equivalent Azure resources, sized on actual usage, not on the old hardware.',
            'Compare over three to five years, including the next hardware refresh you would otherwise face.',
          ],
        },
      ],
    },
  ],
  cta: {
    title: 'Get your own cost comparison',
    text: 'Send us your server list and last year’s running costs; we will return a comparison in naira.',
    action: { label: 'Request a cost comparison', to: '/contact' },
  },
};
