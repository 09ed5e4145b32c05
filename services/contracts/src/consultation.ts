// Consultation booking forms: full (book-consultation, get-started and demo pages),
// contact-page and dialog variants, told apart by `form`. A submission that names no form (an API
// client) gets the entity's rules: name, email, phone, company and consultation type required.
import { z } from 'zod';
import { type Clock, systemClock } from '@site/lagos-time/clock';
import {
  caps,
  emailField,
  nameField,
  optionalChoice,
  optionalPreferredDate,
  optionalText,
  preferredDateField,
  requiredChoice,
  requiredText,
  slotNotStartedAt,
} from './fields';
import { leadContextSchema, spamSignals } from './lead-context';
import {
  DEFAULT_DURATION,
  consultationTypeValues,
  dialogServiceValues,
  dialogTimeSlotValues,
  durationValues,
  fullTimeSlotValues,
  industryValues,
} from './options';

const consultationTypeMessage = 'Please select a consultation type';
const timeMessage = 'Please select a time from the list';

const common = {
  name: nameField(caps.name),
  email: emailField,
  phone: requiredText(caps.phone, 'Phone'),
  company: requiredText(caps.company, 'Company'),
  consultationType: requiredChoice(consultationTypeValues, consultationTypeMessage),
  message: optionalText(caps.message, 'Message', true),
  context: leadContextSchema.optional(),
  ...spamSignals,
};

export const durationField = z
  .literal(durationValues, { error: 'Duration must be 30, 60, 90 or 120 minutes' })
  .optional()
  .default(DEFAULT_DURATION);

export const consultationFormValues = ['full', 'contact-page', 'dialog', 'api'] as const;
export type ConsultationForm = (typeof consultationFormValues)[number];

/**
 * The four variants and their union, with the date window read from `clock`. The leads service builds
 * them with its own clock; the browser uses the exports below (its own clock).
 */
export function consultationSchemasAt(clock: Clock) {
  const notStarted = slotNotStartedAt(clock);
  /** Book-consultation, get-started and demo pages: date and time required. */
  const full = z
    .strictObject({
      ...common,
      form: z.literal('full'),
      industry: optionalChoice(industryValues, 'Please select an industry from the list'),
      preferredDate: preferredDateField(clock),
      preferredTime: requiredChoice(fullTimeSlotValues, timeMessage),
      duration: durationField,
    })
    .superRefine(notStarted);

  /** Contact page: industry, date, time and message optional; no duration. */
  const contactPage = z
    .strictObject({
      ...common,
      form: z.literal('contact-page'),
      industry: optionalChoice(industryValues, 'Please select an industry from the list'),
      preferredDate: optionalPreferredDate(clock),
      preferredTime: optionalChoice(fullTimeSlotValues, timeMessage),
    })
    .superRefine(notStarted);

  /** Dialog: phone optional, message required, a service as well, half-hour slots; no industry or duration. */
  const dialog = z
    .strictObject({
      ...common,
      form: z.literal('dialog'),
      phone: optionalText(caps.phone, 'Phone'),
      message: requiredText(caps.message, 'Message', true),
      service: optionalChoice(dialogServiceValues, 'Please select a service from the list'),
      preferredDate: optionalPreferredDate(clock),
      preferredTime: optionalChoice(dialogTimeSlotValues, timeMessage),
    })
    .superRefine(notStarted);

  const api = z
    .strictObject({
      ...common,
      form: z.literal('api').optional().default('api'),
      industry: optionalChoice(industryValues, 'Please select an industry from the list'),
      preferredDate: optionalPreferredDate(clock),
      preferredTime: optionalChoice([...fullTimeSlotValues, ...dialogTimeSlotValues] as [string, ...string[]], timeMessage),
      duration: durationField,
    })
    .superRefine(notStarted);

  return { full, contactPage, dialog, api, input: z.discriminatedUnion('form', [full, contactPage, dialog, api]) };
}

const browserSchemas = consultationSchemasAt(systemClock);
export const consultationFullSchema = browserSchemas.full;
export const consultationContactPageSchema = browserSchemas.contactPage;
export const consultationDialogSchema = browserSchemas.dialog;
export const consultationApiSchema = browserSchemas.api;
export const consultationInputSchema = browserSchemas.input;
export type ConsultationInput = z.input<typeof consultationInputSchema>;
export type ConsultationSubmission = z.output<typeof consultationInputSchema>;
