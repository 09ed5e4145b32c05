// Page metadata: title, description, keywords, Open Graph and Twitter tags, a canonical link, an
// optional robots "noindex" and optional JSON-LD, in the shape a TanStack route's `head` returns. The
// prerender writes these into each page's static HTML; on the client `HeadContent` keeps them current.
// Presets (one per offering) carry a title, description, keywords and the page's Service block.
import { MICROSOFT_365_PRICE_UNIT, startingPrices } from '../content/starting-prices';
import { groupThousands } from '../content/types';
import { siteConfig } from '../site-config';
import { absoluteUrl, jsonLdText, organizationJsonLd, serviceJsonLd, type JsonLdData, type ServiceData } from './structured-data';

export type SeoPreset =
  | 'home'
  | 'microsoft365'
  | 'azure'
  | 'odoo'
  | 'automation'
  | 'analytics'
  | 'ai'
  | 'dynamics365'
  | 'hp'
  | 'dell'
  | 'cisco'
  | 'meraki'
  | 'networking';

export interface SeoPresetData {
  title: string;
  description: string;
  keywords: string[];
  /** The Service block the preset adds to the page (the home preset adds the Organization instead). */
  service?: ServiceData;
}

export interface PageMeta {
  title: string;
  description: string;
  /** The page's path (e.g. /solutions/microsoft-365); the canonical URL and og:url are built from it. */
  path: string;
  keywords?: string[];
  /** Absolute URL or site path of the social image. */
  image?: string;
  type?: 'website' | 'article';
  jsonLd?: JsonLdData | JsonLdData[];
  /** Adds the preset's keywords (when none are given) and its structured data. */
  preset?: SeoPreset;
  /** Keep the page out of search results (the staff dashboard, the 404 page). */
  noindex?: boolean;
}

type MetaTag = { title: string } | { name: string; content: string } | { property: string; content: string };
type LinkTag = { rel: string; href: string };
type ScriptTag = { type: string; children: string };

export interface PageHead {
  meta: MetaTag[];
  links: LinkTag[];
  scripts: ScriptTag[];
}

/** The social image (1200×630, frontend/public/og-image.png, made by scripts/og-image.ts). */
export const DEFAULT_OG_IMAGE = '/og-image.png';

/** The Microsoft 365 starting price as the metadata states it: "2,500 NGN per user per month". */
export const MICROSOFT_365_FROM_TEXT = `${groupThousands(startingPrices.microsoft365)} NGN ${MICROSOFT_365_PRICE_UNIT}`;

export const seoPresets: Record<SeoPreset, SeoPresetData> = {
  home: {
    title: `${siteConfig.name} | Cloud, ERP, AI and IT Solutions in Nigeria`,
    description: siteConfig.description,
    keywords: [
      'Microsoft partner Nigeria',
      'IT solutions Port Harcourt',
      'cloud solutions Nigeria',
      'Odoo ERP Nigeria',
      'AI agents Nigeria',
      'managed IT services',
    ],
  },
  microsoft365: {
    title: 'Microsoft 365 for Nigerian Businesses',
    description: `Microsoft 365 licensing, migration and support in Nigeria, from ${MICROSOFT_365_FROM_TEXT}: Teams, Exchange, SharePoint and OneDrive set up by certified engineers.`,
    keywords: ['Microsoft 365 Nigeria', 'Office 365 price Nigeria', 'Microsoft 365 migration', 'Teams', 'Exchange Online'],
    service: {
      name: 'Microsoft 365',
      description: 'Microsoft 365 licensing, migration and support for Nigerian businesses.',
      fromPrice: startingPrices.microsoft365,
      unitText: MICROSOFT_365_PRICE_UNIT,
    },
  },
  azure: {
    title: 'Microsoft Azure Cloud Migration in Nigeria',
    description:
      'Move servers, databases and applications to Microsoft Azure with a partner in Port Harcourt: assessment, migration, optimisation and support.',
    keywords: ['Azure Nigeria', 'cloud migration Nigeria', 'Azure partner', 'IaaS', 'PaaS'],
    service: { name: 'Azure cloud migration', description: 'Assessment, migration and optimisation on Microsoft Azure.' },
  },
  odoo: {
    title: 'Odoo ERP Implementation in Nigeria',
    description:
      'Odoo ERP for Nigerian companies: accounting, inventory, sales, HR and manufacturing modules implemented, integrated and supported.',
    keywords: ['Odoo ERP Nigeria', 'Odoo partner', 'ERP implementation', 'inventory management', 'accounting software'],
    service: { name: 'Odoo ERP implementation', description: 'Odoo ERP implementation, integration and support.' },
  },
  automation: {
    title: 'Business Process Automation in Nigeria',
    description:
      'Automate approvals, documents and repetitive work with Power Automate and custom workflows, and cut manual tasks across your organisation.',
    keywords: ['business process automation', 'Power Automate Nigeria', 'workflow automation', 'RPA'],
    service: { name: 'Business process automation', description: 'Workflow and process automation for Nigerian organisations.' },
  },
  analytics: {
    title: 'Data Analytics and Power BI in Nigeria',
    description: 'Power BI dashboards, data warehouses and predictive analytics that turn your business data into decisions.',
    keywords: ['Power BI Nigeria', 'data analytics', 'business intelligence', 'data warehouse', 'dashboards'],
    service: { name: 'Data analytics and Power BI', description: 'Dashboards, data warehouses and predictive analytics.' },
  },
  ai: {
    title: 'AI Agents and Chatbots for Nigerian Businesses',
    description: 'AI agents for customer service, sales, HR, finance and IT support, including chatbots that speak Nigerian languages.',
    keywords: ['AI agents Nigeria', 'chatbots Nigeria', 'artificial intelligence', 'customer service automation'],
    service: { name: 'AI agents development', description: 'Custom AI agents and chatbots for Nigerian businesses.' },
  },
  dynamics365: {
    title: 'Microsoft Dynamics 365 in Nigeria',
    description:
      'Dynamics 365 Sales, Customer Service, Field Service, Marketing, Finance & Operations and Human Resources, implemented for Nigerian organisations.',
    keywords: ['Dynamics 365 Nigeria', 'CRM Nigeria', 'ERP', 'Dynamics 365 Sales', 'Finance and Operations'],
    service: { name: 'Microsoft Dynamics 365', description: 'Dynamics 365 CRM and ERP implementation.' },
  },
  hp: {
    title: 'HP Laptops, Desktops and Servers in Nigeria',
    description: 'HP business PCs, workstations, servers and printers supplied, configured and supported in Nigeria.',
    keywords: ['HP Nigeria', 'HP laptops', 'HP servers', 'business PCs Nigeria'],
    service: { name: 'HP hardware', description: 'HP business PCs, servers and printers.' },
  },
  dell: {
    title: 'Dell Laptops, Desktops and Servers in Nigeria',
    description: 'Dell business laptops, desktops, PowerEdge servers and storage supplied and supported in Nigeria.',
    keywords: ['Dell Nigeria', 'Dell laptops', 'PowerEdge servers', 'business PCs Nigeria'],
    service: { name: 'Dell hardware', description: 'Dell laptops, desktops, servers and storage.' },
  },
  cisco: {
    title: 'Cisco Networking in Nigeria',
    description: 'Cisco switches, routers, firewalls and collaboration systems designed, installed and supported.',
    keywords: ['Cisco Nigeria', 'network switches', 'routers', 'firewalls', 'network design'],
    service: { name: 'Cisco networking', description: 'Cisco network design, installation and support.' },
  },
  meraki: {
    title: 'Cisco Meraki Wi-Fi and Cloud Networking in Nigeria',
    description: 'Cloud-managed Meraki Wi-Fi, switches and security appliances for offices, campuses and branches.',
    keywords: ['Meraki Nigeria', 'cloud managed WiFi', 'Meraki access points', 'SD-WAN'],
    service: { name: 'Meraki solutions', description: 'Cloud-managed Wi-Fi, switching and security.' },
  },
  networking: {
    title: 'Business Networking Solutions in Nigeria',
    description: 'Structured cabling, switching, Wi-Fi, firewalls and monitoring for reliable business networks.',
    keywords: ['networking Nigeria', 'enterprise WiFi', 'network security', 'structured cabling'],
    service: { name: 'Networking', description: 'Business network design, installation and monitoring.' },
  },
};

/** "Page | Brand", unless the title already names the brand. */
export function fullTitle(title: string): string {
  return title.includes(siteConfig.name) ? title : `${title} | ${siteConfig.name}`;
}

/** Everything a route's `head` needs: `head: () => pageHead({ title, description, path })`. */
export function pageHead(meta: PageMeta): PageHead {
  const preset = meta.preset ? seoPresets[meta.preset] : undefined;
  const title = fullTitle(meta.title);
  const url = absoluteUrl(meta.path);
  const image = absoluteUrl(meta.image ?? DEFAULT_OG_IMAGE);
  const keywords = meta.keywords ?? preset?.keywords ?? [];
  const type = meta.type ?? 'website';

  const tags: MetaTag[] = [
    { title },
    { name: 'description', content: meta.description },
    ...(keywords.length ? [{ name: 'keywords', content: keywords.join(', ') }] : []),
    { property: 'og:title', content: title },
    { property: 'og:description', content: meta.description },
    { property: 'og:type', content: type },
    { property: 'og:url', content: url },
    { property: 'og:image', content: image },
    { property: 'og:site_name', content: siteConfig.name },
    { property: 'og:locale', content: 'en_NG' },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: title },
    { name: 'twitter:description', content: meta.description },
    { name: 'twitter:image', content: image },
    ...(meta.noindex ? [{ name: 'robots', content: 'noindex' }] : []),
  ];

  const jsonLd = [
    ...(meta.preset === 'home' ? [organizationJsonLd()] : []),
    ...(preset?.service ? [serviceJsonLd(preset.service, meta.path)] : []),
    ...(Array.isArray(meta.jsonLd) ? meta.jsonLd : meta.jsonLd ? [meta.jsonLd] : []),
  ];

  return {
    meta: tags,
    links: [{ rel: 'canonical', href: url }],
    scripts: jsonLd.map((data) => ({ type: 'application/ld+json', children: jsonLdText(data) })),
  };
}
