// The contact message form in its contact-page and /book-consultation variants (the two differ in
// their service lists and texts). Posts to /api/contact. The dialog's two-step variant is lead-dialog.tsx.
import { bookConsultationServices, contactPageServices } from '@site/contracts/options';
import { useCallback, useId } from 'react';
import { Button } from '../../components/ui/button';
import { SelectField, TextareaField } from '../../components/ui/form-field';
import { MISSING_INFORMATION, type Notice } from '../../lib/notify';
import { FormTrailer } from './form-trailer';
import { leadContext } from '../lib/lead-context';
import { PersonFields } from './person-fields';
import { useLeadForm, usePresetField, type SpamSignals, type SubmitPlan } from '../hooks/use-lead-form';

export type ContactFormVariant = 'contact-page' | 'book-consultation';

const variants = {
  'contact-page': {
    services: contactPageServices,
    submitting: 'Sending...',
    success: ['Success!', "Your message has been sent. We'll get back to you soon."] as Notice,
    failure: ['Error', 'Failed to send your message. Please try again.'] as Notice,
  },
  'book-consultation': {
    services: bookConsultationServices,
    submitting: 'Sending Message...',
    success: ['Message Sent Successfully!', "Thank you for contacting us. We'll get back to you within 24 hours."] as Notice,
    failure: ['Message Failed', 'There was an error sending your message. Please try again.'] as Notice,
  },
} as const;

export const CONTACT_SUBMIT_LABEL = 'Send Message';

export interface ContactMessageFormProps {
  variant: ContactFormVariant;
  /** The service chosen beforehand (a consultation-type card on /book-consultation). */
  defaultService?: string;
  /** A visible heading for the form (e.g. 'Send Us Your Requirements'). */
  title?: string;
  onSuccess?: (id: string) => void;
}

function initialValues(service: string | undefined) {
  return { name: '', email: '', phone: '', company: '', service: service ?? '', message: '' };
}
type Values = ReturnType<typeof initialValues>;

const loadSchemas = () => import('../../lib/validation').then((v) => v.loadContactSchemas());

export function ContactMessageForm({ variant, defaultService, title, onSuccess }: ContactMessageFormProps) {
  const v = variants[variant];
  const initial = useCallback(() => initialValues(defaultService), [defaultService]);
  const form = useLeadForm(initial);
  const { values, bind, setField, submitting } = form;
  const headingId = useId();

  usePresetField(setField, 'service', defaultService ?? '');

  const body = (signals: SpamSignals) => ({
    form: variant,
    name: values.name,
    email: values.email,
    ...(values.phone.trim() ? { phone: values.phone } : {}),
    ...(values.company.trim() ? { company: values.company } : {}),
    ...(values.service ? { service: values.service } : {}),
    message: values.message,
    ...signals,
    context: leadContext(),
  });

  const plan = (): SubmitPlan<Values> => ({
    endpoint: '/api/contact',
    schema: () => loadSchemas().then((s) => (variant === 'contact-page' ? s.contactPageSchema : s.contactBookConsultationSchema)),
    blank: [{ fields: ['name', 'email', 'message'], message: 'This field is required', notice: MISSING_INFORMATION }],
    body,
    success: v.success,
    failure: v.failure,
    onSuccess,
  });

  return (
    <form
      {...form.formProps(plan)}
      onFocus={() => void loadSchemas()}
      aria-labelledby={title ? headingId : undefined}
      aria-label={title ? undefined : 'Send us a message'}
      className="relative space-y-5"
      data-form={`contact-${variant}`}
    >
      {title ? (
        <h3 id={headingId} className="text-xl font-bold text-slate-900">
          {title}
        </h3>
      ) : null}
      <div className="grid gap-5 sm:grid-cols-2">
        <PersonFields bind={bind} require={{ phone: false, company: false }} />
      </div>
      <SelectField label="Service" placeholder="Select a service" options={v.services} {...bind('service')} />
      <TextareaField
        label="Message"
        required
        rows={5}
        className={variant === 'contact-page' ? '[&_textarea]:min-h-[120px]' : undefined}
        placeholder="Tell us about your project or question"
        {...bind('message')}
      />
      <FormTrailer honeypot={form.honeypot} setHoneypot={form.setHoneypot} />
      <Button type="submit" size="lg" fullWidth disabled={submitting}>
        {submitting ? v.submitting : CONTACT_SUBMIT_LABEL}
      </Button>
    </form>
  );
}
