// The brand and the company's contact details: one source for the site (frontend/src/site-config.ts
// spreads it) and for the e-mails the leads service sends. "Garden City Technologies" is a placeholder.

export const brand = {
  name: 'Garden City Technologies',
  shortName: 'GCT',
  legalName: 'Garden City Technologies Limited',
  url: 'https://www.gardencitytech.ng',
  address: {
    street: '23 Trans-Amadi Industrial Layout Road',
    city: 'Port Harcourt',
    state: 'Rivers State',
    country: 'Nigeria',
    countryCode: 'NG',
  },
  phone: { display: '+234 803 555 0142', href: 'tel:+2348035550142' },
  emails: {
    sales: 'sales@gardencitytech.ng',
    info: 'info@gardencitytech.ng',
    support: 'support@gardencitytech.ng',
    privacy: 'privacy@gardencitytech.ng',
    legal: 'legal@gardencitytech.ng',
    /** The sender of booking e-mails when MAIL_FROM is unset. */
    bookings: 'bookings@gardencitytech.ng',
  },
} as const;

/** The address on one line, as the footer of an e-mail shows it. */
export function brandAddressLine(): string {
  const a = brand.address;
  return `${a.street}, ${a.city}, ${a.state}, ${a.country}`;
}

/**
 * What happens after a booking: the booking confirmation view and the confirmation e-mail show the
 * same four steps.
 */
export const bookingNextSteps = [
  { title: 'Confirmation e-mail', text: 'You will receive a confirmation e-mail with your booking details.' },
  { title: 'Confirmation call', text: 'A consultant will call to confirm the time and understand your needs.' },
  { title: 'Calendar invite', text: 'A calendar invitation with a video meeting link follows.' },
  { title: 'Customised preparation', text: 'We prepare recommendations tailored to your business before we meet.' },
] as const;
