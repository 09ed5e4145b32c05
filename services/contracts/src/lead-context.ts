// What the site sends with every submission besides the form fields: where the visit came from,
// which privacy policy the visitor was shown, and two spam signals that are checked, never stored.
import { z } from 'zod';
import { caps, optionalText } from './fields';

export const attributionSchema = z.strictObject({
  utmSource: optionalText(caps.short, 'utm_source'),
  utmMedium: optionalText(caps.short, 'utm_medium'),
  utmCampaign: optionalText(caps.short, 'utm_campaign'),
  utmTerm: optionalText(caps.short, 'utm_term'),
  utmContent: optionalText(caps.short, 'utm_content'),
  referrer: optionalText(caps.url, 'Referrer'),
  landingPage: optionalText(caps.url, 'Landing page'),
});
export type Attribution = z.infer<typeof attributionSchema>;

export const consentSchema = z.strictObject({
  /** The version (last-updated date) of the privacy policy shown next to the form. */
  policyVersion: z
    .string()
    .trim()
    .min(1)
    .max(40)
    .regex(/^[\w.-]+$/, { error: 'Invalid policy version' }),
  /** When the visitor submitted with the consent note in view (ISO 8601). */
  acceptedAt: z.iso.datetime({ offset: true, error: 'Consent time must be an ISO 8601 date-time' }),
});
export type Consent = z.infer<typeof consentSchema>;

export const leadContextSchema = z.strictObject({
  attribution: attributionSchema.optional(),
  consent: consentSchema.optional(),
  /** The path of the page the form was on (e.g. /get-started/azure). */
  page: optionalText(caps.url, 'Page'),
});
export type LeadContext = z.infer<typeof leadContextSchema>;

/** Spam signals: a honeypot that people never see, and how long the form was open (ms). */
export const spamSignals = {
  honeypot: z.string().max(caps.short).optional(),
  fillMs: z.number().int().min(0).max(86_400_000).optional(),
};

/** Forms filled faster than this are treated as automated and refused with a 400 a person can resend (docs/architecture.md, "Spam"). */
export const MIN_FILL_MS = 1500;

/** The privacy policy version the site's consent notes point at (its "last updated" date). */
export { PRIVACY_POLICY_VERSION } from './privacy-policy-version';
