// Contact message forms (the lead dialog, the contact page and /book-consultation): one schema per variant,
// told apart by `form`. A submission that names no form (an API client) gets the union of the rules.
import { z } from 'zod';
import { caps, emailField, nameField, optionalChoice, optionalText, requiredText } from './fields';
import { leadContextSchema, spamSignals } from './lead-context';
import { anyServiceValues, bookConsultationServiceValues, contactPageServiceValues, dialogServiceValues } from './options';

const common = {
  name: nameField(caps.name),
  email: emailField,
  phone: optionalText(caps.phone, 'Phone'),
  company: optionalText(caps.company, 'Company'),
  message: requiredText(caps.message, 'Message', true),
  context: leadContextSchema.optional(),
  ...spamSignals,
};
const serviceMessage = 'Please select a service from the list';

export const contactFormValues = ['dialog', 'contact-page', 'book-consultation', 'api'] as const;
export type ContactForm = (typeof contactFormValues)[number];

/** The dialog marks Company as required (step 1's Next needs it). */
export const contactDialogSchema = z.strictObject({
  ...common,
  form: z.literal('dialog'),
  company: requiredText(caps.company, 'Company'),
  service: optionalChoice(dialogServiceValues, serviceMessage),
});
export const contactPageSchema = z.strictObject({
  ...common,
  form: z.literal('contact-page'),
  service: optionalChoice(contactPageServiceValues, serviceMessage),
});
export const contactBookConsultationSchema = z.strictObject({
  ...common,
  form: z.literal('book-consultation'),
  service: optionalChoice(bookConsultationServiceValues, serviceMessage),
});
export const contactApiSchema = z.strictObject({
  ...common,
  form: z.literal('api').optional().default('api'),
  service: optionalChoice(anyServiceValues, serviceMessage),
});

export const contactInputSchema = z.discriminatedUnion('form', [
  contactDialogSchema,
  contactPageSchema,
  contactBookConsultationSchema,
  contactApiSchema,
]);
/** What a client sends. */
export type ContactInput = z.input<typeof contactInputSchema>;
/** What the server works with after parsing (trimmed, blanks removed, defaults applied). */
export type ContactSubmission = z.output<typeof contactInputSchema>;
