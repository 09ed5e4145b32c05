// The consultation booking form (spec §3 "Consultation form", §5): the full variant used on
// /book-consultation, the get-started and demo pages (date and time required), and the contact-page
// variant (industry, date, time and message optional; no duration).
import {
  DEFAULT_DURATION,
  consultationTypes,
  durations,
  fullTimeSlots,
  industries,
  type ConsultationType,
} from '@site/contracts/options';
import { useCallback, useState, type FormEvent } from 'react';
import { ConsentNote } from '../../../components/consent-note';
import { Button } from '../../../components/ui/button';
import { Honeypot, SelectField, TextField, TextareaField } from '../../../components/ui/form-field';
import { PersonFields } from '../../../components/ui/person-fields';
import { leadContext } from '../../../lib/lead-context';
import { MISSING_INFORMATION, MISSING_SCHEDULE, notifyError, notifySuccess } from '../../../lib/notify';
import { useBookingWindow } from '../../../lib/use-booking-window';
import { blankFields, schemaFieldErrors, useLeadForm } from '../../../lib/use-lead-form';

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
export type BookingValues = ReturnType<typeof initialValues>;

const loadSchemas = () => import('../../../lib/validation').then((v) => v.loadConsultationSchemas());

export function BookingForm({ defaultConsultationType, onSuccess, variant = 'full' }: BookingFormProps) {
  const initial = useCallback(() => initialValues(defaultConsultationType), [defaultConsultationType]);
  const form = useLeadForm(initial);
  const { values, errors, setField, submitting } = form;
  const { window: dateWindow, refresh: refreshWindow } = useBookingWindow();
  const full = variant === 'full';
  const t = texts[variant];

  // A new preset (another card chosen on /book-consultation) applies at once.
  const presetKey = defaultConsultationType ?? '';
  const [lastPreset, setLastPreset] = useState(presetKey);
  if (lastPreset !== presetKey) {
    setLastPreset(presetKey);
    setField('consultationType', presetKey);
  }

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (submitting) return;
    const required = ['name', 'email', 'phone', 'company', 'consultationType'] as const;
    const missing = blankFields(values, required);
    if (missing.length) {
      form.showErrors(
        Object.fromEntries(
          missing.map((f) => [f, f === 'consultationType' ? 'Please select a consultation type' : 'This field is required']),
        ),
      );
      notifyError(MISSING_INFORMATION);
      return;
    }
    if (full) {
      const missingSchedule = blankFields(values, ['preferredDate', 'preferredTime'] as const);
      if (missingSchedule.length) {
        form.showErrors(Object.fromEntries(missingSchedule.map((f) => [f, 'Please select your preferred date and time'])));
        notifyError(MISSING_SCHEDULE);
        return;
      }
    }

    const { consultationFullSchema, consultationContactPageSchema } = await loadSchemas();
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
    const body = (signals: { honeypot: string; fillMs: number }) =>
      full
        ? { form: 'full' as const, ...base, duration: Number(values.duration), ...signals, context: leadContext() }
        : { form: 'contact-page' as const, ...base, ...signals, context: leadContext() };

    // The same schema the server applies; a field it refuses is shown at the field before any request.
    const schema = full ? consultationFullSchema : consultationContactPageSchema;
    const fieldErrors = schemaFieldErrors(schema, body({ honeypot: '', fillMs: 0 }), values);
    if (Object.keys(fieldErrors).length) {
      form.showErrors(fieldErrors);
      return;
    }

    const result = await form.send('/api/consultations', body);
    if (result.ok === true) {
      notifySuccess(t.success);
      form.reset();
      onSuccess?.(result.id);
    } else {
      notifyError(t.failure);
    }
  }

  return (
    <form
      ref={form.formRef}
      noValidate
      onSubmit={onSubmit}
      onFocus={prefetchSchemas}
      aria-label="Book a consultation"
      className="relative space-y-5"
      data-form={`consultation-${variant}`}
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <PersonFields values={values} errors={errors} setField={setField} require={{ phone: true, company: true }} />
        <SelectField
          label="Industry"
          name="industry"
          placeholder="Select your industry"
          options={industries}
          value={values.industry}
          error={errors.industry}
          onChange={(e) => setField('industry', e.target.value)}
        />
        <SelectField
          label="Consultation Type"
          name="consultationType"
          required
          placeholder="Select consultation type"
          options={consultationTypes}
          value={values.consultationType}
          error={errors.consultationType}
          onChange={(e) => setField('consultationType', e.target.value)}
        />
        <TextField
          label="Preferred Date"
          name="preferredDate"
          type="date"
          required={full}
          min={dateWindow?.min}
          max={dateWindow?.max}
          onFocus={refreshWindow}
          value={values.preferredDate}
          error={errors.preferredDate}
          onChange={(e) => setField('preferredDate', e.target.value)}
        />
        <SelectField
          label="Preferred Time"
          name="preferredTime"
          required={full}
          placeholder="Select a time"
          options={fullTimeSlots}
          value={values.preferredTime}
          error={errors.preferredTime}
          onChange={(e) => setField('preferredTime', e.target.value)}
        />
        {full ? (
          <SelectField
            label="Duration"
            name="duration"
            options={durations.map((d) => ({ value: String(d.value), label: d.label }))}
            value={values.duration}
            error={errors.duration}
            onChange={(e) => setField('duration', e.target.value)}
          />
        ) : null}
      </div>
      <TextareaField
        label="Message"
        name="message"
        rows={4}
        placeholder="Tell us about your goals or challenges (optional)"
        value={values.message}
        error={errors.message}
        onChange={(e) => setField('message', e.target.value)}
      />
      <Honeypot value={form.honeypot} onChange={form.setHoneypot} />
      <ConsentNote />
      <Button type="submit" size="lg" fullWidth disabled={submitting}>
        {submitting ? BOOKING_SUBMITTING_LABEL : BOOKING_SUBMIT_LABEL}
      </Button>
    </form>
  );
}

let schemasRequested = false;
function prefetchSchemas() {
  if (schemasRequested) return;
  schemasRequested = true;
  void loadSchemas();
}
