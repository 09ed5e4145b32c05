// Article: Microsoft 365 migration guide (migration, 12 min, March 15, 2024). Quotes Business
// Standard at 6,250 per user per month, the article's own reading of the price.
import { businessStandardArticlePrice, microsoft365Plans } from '../plans';
import { migrationMethods } from '../solutions/microsoft-365-migration-methods';
import { formatPrice, groupThousands } from '../types';
import type { ArticleBody } from './article-body';

const [basic, , premium] = microsoft365Plans;

export const microsoft365MigrationGuide: ArticleBody = {
  intro:
    'Most Nigerian businesses we meet still run e-mail on a shared hosting account or an ageing Exchange server in the back office. Moving to Microsoft 365 fixes the lost mail, full mailboxes and weekend outages, but a careless migration can cost days of e-mail and a lot of goodwill. This guide walks through the decisions in the order you will face them: licences, method, preparation, the move itself and what to do afterwards.',
  sections: [
    {
      id: 'why-migrate',
      heading: 'Why businesses are moving now',
      blocks: [
        {
          type: 'p',
          text: 'Three pressures push Nigerian companies off their old mail systems. Power: an on-premises server needs the generator, the inverter and the air-conditioner to stay up, and a single failed battery bank can stop mail for a day. Security: business e-mail compromise, where a fraudster sends a "new bank account" letter from a real supplier’s mailbox, is now the most common fraud our clients report. Mobility: staff move between Port Harcourt, Lagos, Abuja and field locations and expect mail and files on their phones.',
        },
        {
          type: 'p',
          text: 'Microsoft 365 answers all three: mail and files live in Microsoft’s data centres with a 99.9% uptime commitment, multi-factor authentication stops most account takeovers, and the same mailbox works on a laptop, a phone and the web.',
        },
      ],
    },
    {
      id: 'choose-plan',
      heading: 'Step 1: Choose the right plans',
      blocks: [
        {
          type: 'p',
          text: 'You do not need the same plan for everyone. Frontline and field staff who only need e-mail and Teams can take Business Basic; office staff who live in Excel and Outlook need the desktop apps in Business Standard; directors, finance and anyone handling customer data benefit from the security in Business Premium.',
        },
        {
          type: 'table',
          caption: 'Microsoft 365 business plans, prices per user per month as at March 2024',
          head: ['Plan', 'Price per user per month', 'Best for'],
          rows: [
            [basic.title, formatPrice(basic.price), 'E-mail, Teams and web apps for 1-300 users, 1 TB storage per user'],
            ['Business Standard', `₦${groupThousands(businessStandardArticlePrice)}`, 'Desktop Office apps, webinars and bookings'],
            [premium.title, formatPrice(premium.price), 'Advanced security and device management'],
          ],
        },
        {
          type: 'callout',
          title: 'Prices follow the exchange rate',
          text: `Microsoft sets naira prices from its dollar list price, so they move with the exchange rate. At the time of writing Business Standard cost ₦${groupThousands(businessStandardArticlePrice)} per user per month; check the Microsoft 365 get-started page for today’s prices before you budget.`,
        },
        {
          type: 'p',
          text: 'A typical 40-person company might take 10 Business Basic, 25 Business Standard and 5 Business Premium licences. Mixing plans is allowed as long as you stay within 300 users for the business plans.',
        },
      ],
    },
    {
      id: 'choose-method',
      heading: 'Step 2: Pick the migration method by mailbox count',
      blocks: [
        {
          type: 'p',
          text: 'The number of mailboxes, and whether you run Exchange on-premises, decides the method. Count shared mailboxes and room mailboxes as well as people.',
        },
        {
          type: 'table',
          caption: 'Which migration method to use',
          head: ['Method', 'When to use it', 'How it works'],
          rows: migrationMethods.map((m) => [m.method, m.when, m.description]),
        },
        {
          type: 'p',
          text: 'If your mail is on a hosting company’s IMAP server rather than Exchange, the migration is an IMAP migration: mail moves, but calendars and contacts must be exported and imported separately. We plan for that explicitly so nobody loses their client contacts.',
        },
      ],
    },
    {
      id: 'prepare',
      heading: 'Step 3: Prepare your network, domain and people',
      blocks: [
        {
          type: 'ul',
          items: [
            'Check bandwidth: moving 50 GB of mail over a 20 Mbps link takes more than six hours of clean throughput. Schedule large mailboxes overnight or over a weekend, and consider a temporary second link.',
            'Verify your domain: you need access to the DNS settings at your registrar (often a .ng or .com.ng domain with a local registrar). Find the login before the project starts.',
            'Clean up: archive or delete mailboxes of staff who have left and old shared folders nobody uses. Less data means a faster move.',
            'Plan devices: decide whether laptops will be enrolled in Intune, and make sure Outlook on every machine is a supported version.',
            'Tell people: a short notice a week before, and a one-page guide on the Monday morning, prevent most helpdesk calls.',
          ],
        },
      ],
    },
    {
      id: 'migrate',
      heading: 'Step 4: Migrate',
      blocks: [
        {
          type: 'ol',
          items: [
            'Set up the tenant, licences and security defaults, including multi-factor authentication.',
            'Migrate a pilot group of five to ten users and let them work for a few days.',
            'Pre-stage the bulk of the mail in the background while everyone keeps working.',
            'Switch the MX record at the agreed time, usually on a Friday night or Sunday evening.',
            'Run a final delta sync to copy the last messages, then configure Outlook and phones.',
          ],
        },
        {
          type: 'p',
          text: 'With a cutover migration for a small company, staff leave on Friday and start on Microsoft 365 on Monday. Staged and hybrid migrations run in batches over several weeks, one department or branch at a time.',
        },
      ],
    },
    {
      id: 'after',
      heading: 'Step 5: After the move',
      blocks: [
        {
          type: 'ul',
          items: [
            'Keep the old system read-only for 30 days in case something was missed.',
            'Turn on Defender for Office 365 policies, external-sender warnings and mailbox auditing.',
            'Move shared drives to SharePoint and personal files to OneDrive.',
            'Train staff on Teams meetings and file sharing, so attachments stop bouncing around by e-mail.',
          ],
        },
        {
          type: 'p',
          text: 'Our implementations include 30 days of hands-on support after go-live, which covers the period when most questions arise.',
        },
      ],
    },
    {
      id: 'mistakes',
      heading: 'Common mistakes to avoid',
      blocks: [
        {
          type: 'ul',
          items: [
            'Changing MX records before the mail has been pre-staged, which leaves users with empty inboxes on Monday.',
            'Forgetting shared mailboxes such as info@ and accounts@, which customers and the bank still write to.',
            'Skipping multi-factor authentication to "keep it simple", which leaves the new tenant open to password attacks from day one.',
            'Buying every user Business Premium when only a handful need its security features.',
          ],
        },
      ],
    },
  ],
  cta: {
    title: 'Plan your migration with us',
    text: 'Tell us how many mailboxes you have and where they are today; we will recommend plans and a method within 24 hours.',
    action: { label: 'Contact our Microsoft 365 team', to: '/contact' },
  },
};
