// Technology partners: logos on the home page, partners and certifications on the about page.
// Logos are small local SVG wordmarks under public/images/partners (no vendor artwork is hotlinked).

export interface Partner {
  name: string;
  logo: { src: string; width: number; height: number };
  /** Partner level and the certifications our engineers hold. */
  status: string;
  certifications: readonly string[];
}

const logo = (file: string) => ({ src: `/images/partners/${file}.svg`, width: 160, height: 48 });

export const partners = [
  {
    name: 'Microsoft',
    logo: logo('microsoft'),
    status: 'Solutions Partner for Modern Work and Azure; Gold Partner since 2018',
    certifications: ['Microsoft 365 Certified: Enterprise Administrator', 'Azure Solutions Architect Expert', 'Power Platform Developer'],
  },
  {
    name: 'Odoo',
    logo: logo('odoo'),
    status: 'Official Odoo Partner',
    certifications: ['Odoo Functional Certification', 'Odoo Technical Certification'],
  },
  {
    name: 'HP',
    logo: logo('hp'),
    status: 'HP Amplify Partner for PCs, workstations and printing',
    certifications: ['HP Sales Certified', 'HP Service Certified Technician'],
  },
  {
    name: 'Dell Technologies',
    logo: logo('dell'),
    status: 'Dell Technologies Partner for servers, storage and laptops',
    certifications: ['Dell PowerEdge Server Specialist', 'Dell Client Solutions Specialist'],
  },
  {
    name: 'Cisco',
    logo: logo('cisco'),
    status: 'Cisco Partner for switching, routing and security',
    certifications: ['Cisco CCNP Enterprise', 'Cisco CyberOps Associate'],
  },
  {
    name: 'Cisco Meraki',
    logo: logo('meraki'),
    status: 'Meraki partner for cloud-managed Wi-Fi and SD-WAN',
    certifications: ['Cisco Meraki Solutions Specialist (CMSS)'],
  },
] as const satisfies readonly Partner[];
