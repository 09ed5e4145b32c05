// The contact message form (spec §3 "Contact form", §5 "Contact message") in its contact-page and
// /book-consultation variants. (The dialog's two-step variant lives in components/lead-dialog.)
import { bookConsultationServices, contactPageServices } from '@site/contracts/options';
import { useCallback, useId, useState, type FormEvent } from 'react';
import { ConsentNote } from '../../../components/consent-note';
import { Button } from '../../../components/ui/button';
import { Honeypot, SelectField, TextareaField } from '../../../components/ui/form-field';
import { PersonFields } from '../../../components/ui/person-fields';
import { leadContext } from '../../../lib/lead-context';
import { MISSING_INFORMATION, notifyError, notifySuccess, type Notice } from '../../../lib/notify';
import { blankFields, schemaFieldErrors, useLeadForm } from '../../../lib/use-lead-form';

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

const loadSchemas = () => import('../../../lib/validation').then((v) => v.loadContactSchemas());

export function ContactMessageForm({ variant, defaultService, title, onSuccess }: ContactMessageFormProps) {
  const v = variants[variant];
  const initial = useCallback(
    () => ({ name: '', email: '', phone: '', company: '', service: defaultService ?? '', message: '' }),
    [defaultService],
  );
  const form = useLeadForm(initial);
  const { values, errors, setField, submitting } = form;
  const headingId = useId();

  // A new preset applies at once (another consultation-type card chosen).
  const [lastPreset, setLastPreset] = useState(defaultService ?? '');
  if (lastPreset !== (defaultService ?? '')) {
    setLastPreset(defaultService ?? '');
    setField('service', defaultService ?? '');
  }

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (submitting) return;
    const missing = blankFields(values, ['name', 'email', 'message'] as const);
    if (missing.length) {
      form.showErrors(Object.fromEntries(missing.map((f) => [f, 'This field is required'])));
      notifyError(MISSING_INFORMATION);
      return;
    }
    const body = (signals: { honeypot: string; fillMs: number }) => ({
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

    // The server's own rules first (a valid e-mail address, lengths), shown at their fields.
    const { contactPageSchema, contactBookConsultationSchema } = await loadSchemas();
    const schema = variant === 'contact-page' ? contactPageSchema : contactBookConsultationSchema;
    const fieldErrors = schemaFieldErrors(schema, body({ honeypot: '', fillMs: 0 }), values);
    if (Object.keys(fieldErrors).length) {
      form.showErrors(fieldErrors);
      return;
    }

    const result = await form.send('/api/contact', body);
    if (result.ok === true) {
      notifySuccess(v.success);
      form.reset();
      onSuccess?.(result.id);
    } else {
      notifyError(v.failure);
    }
  }

  return (
    <form
      ref={form.formRef}
      noValidate
      onSubmit={onSubmit}
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
        <PersonFields values={values} errors={errors} setField={setField} require={{ phone: false, company: false }} />
      </div>
      <SelectField
        label="Service"
        name="service"
        placeholder="Select a service"
        options={v.services}
        value={values.service}
        error={errors.service}
        onChange={(e) => setField('service', e.target.value)}
      />
      <TextareaField
        label="Message"
        name="message"
        required
        rows={5}
        className={variant === 'contact-page' ? '[&_textarea]:min-h-[120px]' : undefined}
        placeholder="Tell us about your project or question"
        value={values.message}
        error={errors.message}
        onChange={(e) => setField('message', e.target.value)}
      />
      <Honeypot value={form.honeypot} onChange={form.setHoneypot} />
      <ConsentNote />
      <Button type="submit" size="lg" fullWidth disabled={submitting}>
        {submitting ? v.submitting : CONTACT_SUBMIT_LABEL}
      </Button>
    </form>
  );
}
