// Healthcare industry page: hero with two calls to action, an outcomes card, challenges with
// statistics, six solution cards, three success stories, compliance badges with a data residency
// note, closing call to action. Every call to action goes to /contact.
import type { IconName } from '../../components/ui/icon';
import type { PageLink, Stat } from '../types';

export const healthcareHero = {
  eyebrow: 'Healthcare',
  title: 'Digital health systems for Nigerian hospitals, clinics and HMOs',
  lead: 'Patient folders that go missing, HMO claims rejected for a missing code, a pharmacy that runs out of insulin on a Friday: we help healthcare providers put records, billing and stock on secure systems that keep running through power cuts and network outages.',
  actions: [
    { label: 'Book a healthcare consultation', to: '/contact' },
    { label: 'Request a system demo', to: '/contact' },
  ] satisfies PageLink[],
};

export const healthcareOutcomes = {
  title: 'Typical outcomes after 12 months',
  items: [
    { value: '50%', label: 'Shorter patient waiting times' },
    { value: '35%', label: 'Faster HMO reimbursement' },
    { value: '99.9%', label: 'Records system availability' },
  ] satisfies Stat[],
};

export interface HealthcareChallenge {
  challenge: string;
  description: string;
  impact: string;
}

export const healthcareChallenges: readonly HealthcareChallenge[] = [
  {
    challenge: 'Paper and fragmented patient records',
    description: 'Folders are stored by department and retrieved by hand; results from the laboratory and radiology arrive separately.',
    impact: 'Patients repeat their history at every visit and tests are repeated when results cannot be found.',
  },
  {
    challenge: 'Revenue lost in HMO claims',
    description: 'Claims are compiled manually from ward and pharmacy records and submitted weeks after treatment.',
    impact: 'Rejected or late claims tie up working capital that the facility needs for salaries and supplies.',
  },
  {
    challenge: 'Unreliable power and connectivity',
    description: 'Systems hosted on a local server stop when the generator fails or the only internet link goes down.',
    impact: 'Clinicians fall back to paper and records are reconciled days later, if at all.',
  },
  {
    challenge: 'Protecting sensitive health data',
    description: 'Health data is sensitive personal data under the Nigeria Data Protection Act 2023.',
    impact: 'A leak brings regulatory sanctions and a loss of patient trust that is hard to rebuild.',
  },
];

export const healthcareStats: readonly Stat[] = [
  { value: '30%', label: 'of clinician time spent on paperwork in facilities we have assessed' },
  { value: '1 in 5', label: 'HMO claims returned for missing or inconsistent information before automation' },
  { value: '4 hours', label: 'average daily power interruption reported by our Port Harcourt healthcare clients' },
];

export interface HealthcareSolution {
  solution: string;
  icon: IconName;
  description: string;
  features: readonly string[];
  benefits: readonly string[];
}

export const healthcareSolutions: readonly HealthcareSolution[] = [
  {
    solution: 'Electronic medical records',
    icon: 'document',
    description: 'One record per patient across outpatients, wards, laboratory, radiology and pharmacy, hosted in the cloud.',
    features: ['Clinical notes and ICD-10 coding', 'Laboratory and radiology results', 'Offline mode during outages'],
    benefits: ['History available at every visit', 'Fewer repeated tests'],
  },
  {
    solution: 'Billing and HMO claims',
    icon: 'bank',
    description: 'Charges captured at the point of care and claims generated per HMO in the format each one requires.',
    features: ['Tariffs per HMO and plan', 'Pre-authorisation tracking', 'Claims ageing reports'],
    benefits: ['Faster reimbursement', 'Less revenue leakage'],
  },
  {
    solution: 'Pharmacy and inventory',
    icon: 'cart',
    description: 'Stock of drugs and consumables by store and ward, with batch, expiry and reorder levels.',
    features: ['Batch and expiry tracking', 'Automatic reorder alerts', 'Dispensing linked to prescriptions'],
    benefits: ['No stock-outs of critical drugs', 'Less expired stock written off'],
  },
  {
    solution: 'Telemedicine',
    icon: 'video',
    description: 'Video consultations on Microsoft Teams with booking, reminders and notes saved to the record.',
    features: ['Virtual visits on low bandwidth', 'SMS and WhatsApp reminders', 'Secure document sharing'],
    benefits: ['Care for patients outside the city', 'Fewer missed follow-ups'],
  },
  {
    solution: 'Patient-engagement agent',
    icon: 'bot',
    description: 'An AI assistant that books appointments and answers common questions in English and Pidgin.',
    features: ['WhatsApp and web chat', 'Appointment booking and reminders', 'Hand-over to front-desk staff'],
    benefits: ['Shorter phone queues', 'Fewer missed appointments'],
  },
  {
    solution: 'Clinical and management analytics',
    icon: 'chart',
    description: 'Power BI dashboards on patient flow, bed occupancy, revenue and drug consumption.',
    features: ['Bed occupancy in real time', 'Revenue by department and payer', 'Disease surveillance reports'],
    benefits: ['Decisions based on data', 'Reports ready for the board and regulators'],
  },
];

export interface HealthcareStory {
  facility: string;
  challenge: string;
  solution: string;
  results: readonly string[];
  quote: string;
}

export const healthcareStories: readonly HealthcareStory[] = [
  {
    facility: '120-bed specialist hospital, Port Harcourt',
    challenge: 'Paper folders, long queues at records and a local server that failed twice a month.',
    solution: 'Cloud medical records on Azure with an offline mode, plus Microsoft 365 for all staff.',
    results: ['Patient waiting time cut by half', 'Records retrieval from 20 minutes to seconds', 'No downtime during power outages'],
    quote: 'Our doctors now see the whole history before the patient sits down.',
  },
  {
    facility: 'Diagnostic centre chain, Lagos and Abuja',
    challenge: 'Results were e-mailed to referring doctors by hand, and some never arrived.',
    solution: 'Automated result delivery through a secure portal and WhatsApp notifications.',
    results: ['Results delivered within 2 hours of sign-off', 'Referral complaints down by 80%'],
    quote: 'Referring doctors trust us again because results arrive when we say they will.',
  },
  {
    facility: 'Health maintenance organisation, Rivers State',
    challenge: 'Thousands of provider claims a month were checked manually against enrolee plans.',
    solution: 'Claims intake automation with AI document reading and a Power BI claims dashboard.',
    results: ['Claims processing time down by 60%', 'Providers paid within 30 days'],
    quote: 'We pay hospitals faster and catch errors we used to miss.',
  },
];

/** Healthcare standards badges. */
export const healthcareStandards = ['HIPAA', 'ISO 27001', 'SOC 2 Type II', 'Nigeria DPA', 'HL7 FHIR', 'ICD-10'] as const;

export const healthcareSecurity = {
  title: 'Compliance and security',
  intro: 'Health data is sensitive personal data. Our healthcare solutions are designed against these standards and frameworks:',
  controls: [
    'Encryption of records at rest and in transit',
    'Role-based access: clinicians see what their role needs',
    'Audit logs of every access to a patient record',
    'Daily backups with tested restores',
  ],
  dataResidency:
    'Data residency: patient data is stored in the Microsoft Azure region you choose, in line with the Nigeria Data Protection Act 2023 rules on cross-border transfer, and can be kept on servers in Nigeria where a regulator or your board requires it.',
};

export const healthcareCta = {
  title: 'Plan your facility’s digital journey',
  text: 'A free consultation with our healthcare team covers records, billing, stock and compliance, with a phased plan you can afford.',
  actions: [{ label: 'Book free consultation', to: '/contact' }] satisfies PageLink[],
};
