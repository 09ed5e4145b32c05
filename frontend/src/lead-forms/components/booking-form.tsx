// The consultation booking form in its two variants: "full" on /book-consultation, the get-started and
// demo pages (date and time required, a duration), and "contact-page" on /contact (industry, date,
// time and message optional; no duration). Both post to /api/consultations.
import { DEFAULT_DURATION, consultationTypes, durations, fullTimeSlots, industries, type ConsultationType } from '@site/contracts/options';
import { useCallback } from 'react';
import { Button } from '../../components/ui/button';
import { SelectField, TextareaField } from '../../components/ui/form-field';
import { MISSING_INFORMATION, MISSING_SCHEDULE } from '../../lib/notify';
import { FormTrailer } from './form-trailer';
import { leadContext } from '../lib/lead-context';
import { PersonFields } from './person-fields';
import { publicAvailability, ScheduleFields } from './schedule-fields';
import { useLeadForm, usePresetField, type SpamSignals, type SubmitPlan } from '../hooks/use-lead-form';

export type BookingFormVariant = 'full' | 'contact-page';

export interface BookingFormProps {
  defaultConsultationType?: ConsultationType;
  onSuccess?: (id: string) => void;
  variant?: BookingFormVariant;
}

const texts = {
  full: {
    success: ['Consultation Booked Successfully!', "We'll send you a confirmation email with meeting details shortly."],
    failure: ['Booking Failed', 'There was an error booking your consultation. Please try again.'],
  },
  'contact-page': {
    success: ['Consultation Booked!', "We'll contact you within 24 hours to confirm your consultation."],
    failure: ['Error', 'Failed to book consultation. Please try again.'],
  },
} as const;

export const BOOKING_SUBMIT_LABEL = 'Book Consultation';
export const BOOKING_SUBMITTING_LABEL = 'Booking...';

function initialValues(consultationType: ConsultationType | undefined) {
  return {
    name: '',
    email: '',
    phone: '',
    company: '',
    industry: '',
    consultationType: consultationType ?? '',
    message: '',
    preferredDate: '',
    preferredTime: '',
    duration: String(DEFAULT_DURATION),
  };
}

type Values = ReturnType<typeof initialValues>;

const loadSchemas = () => import('../../lib/validation').then((v) => v.loadConsultationSchemas());

/** The request body of a booking: the fields filled in, the spam signals and the visit's context. */
function consultationBody(values: Values, full: boolean, signals: SpamSignals) {
  const base = {
    name: values.name,
    email: values.email,
    phone: values.phone,
    company: values.company,
    consultationType: values.consultationType,
    ...(values.industry ? { industry: values.industry } : {}),
    ...(values.message.trim() ? { message: values.message } : {}),
    ...(values.preferredDate ? { preferredDate: values.preferredDate } : {}),
    ...(values.preferredTime ? { preferredTime: values.preferredTime } : {}),
  };
  return full
    ? { form: 'full' as const, ...base, duration: Number(values.duration), ...signals, context: leadContext() }
    : { form: 'contact-page' as const, ...base, ...signals, context: leadContext() };
}

export function BookingForm({ defaultConsultationType, onSuccess, variant = 'full' }: BookingFormProps) {
  const initial = useCallback(() => initialValues(defaultConsultationType), [defaultConsultationType]);
  const form = useLeadForm(initial);
  const { values, bind, setField, submitting } = form;
  const full = variant === 'full';
  const t = texts[variant];

  usePresetField(setField, 'consultationType', defaultConsultationType ?? '');

  const plan = (): SubmitPlan<Values> => ({
    endpoint: '/api/consultations',
    schema: () => loadSchemas().then((s) => (full ? s.consultationFullSchema : s.consultationContactPageSchema)),
    // The variant's schema says what is required (date and time only in the full variant).
    blank: [
      {
        fields: ['name', 'email', 'phone', 'company', 'consultationType'],
        message: (f) => (f === 'consultationType' ? 'Please select a consultation type' : 'This field is required'),
        notice: MISSING_INFORMATION,
      },
      { fields: ['preferredDate', 'preferredTime'], message: 'Please select your preferred date and time', notice: MISSING_SCHEDULE },
    ],
    body: (signals) => consultationBody(values, full, signals),
    success: t.success,
    failure: t.failure,
    onSuccess,
  });

  return (
    <form
      {...form.formProps(plan)}
      onFocus={() => void loadSchemas()}
      aria-label="Book a consultation"
      className="relative space-y-5"
      data-form={`consultation-${variant}`}
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <PersonFields bind={bind} require={{ phone: true, company: true }} />
        <SelectField label="Industry" placeholder="Select your industry" options={industries} {...bind('industry')} />
        <SelectField
          label="Consultation Type"
          required
          placeholder="Select consultation type"
          options={consultationTypes}
          {...bind('consultationType')}
        />
        <ScheduleFields
          bind={bind}
          slots={fullTimeSlots}
          required={full}
          pickDate={(date) => setField('preferredDate', date)}
          // The meeting's length decides which times fit; the contact-page variant asks none (60).
          availabilityUrl={publicAvailability(full ? Number(values.duration) : DEFAULT_DURATION)}
          reloadKey={form.timesTaken}
        />
        {full ? (
          <SelectField
            label="Duration"
            options={durations.map((d) => ({ value: String(d.value), label: d.label }))}
            {...bind('duration')}
          />
        ) : null}
      </div>
      <TextareaField label="Message" rows={4} placeholder="Tell us about your goals or challenges (optional)" {...bind('message')} />
      <FormTrailer honeypot={form.honeypot} setHoneypot={form.setHoneypot} />
      <Button type="submit" size="lg" fullWidth disabled={submitting}>
        {submitting ? BOOKING_SUBMITTING_LABEL : BOOKING_SUBMIT_LABEL}
      </Button>
    </form>
  );
}
