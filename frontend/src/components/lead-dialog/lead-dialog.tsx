// The two-step lead dialog (spec §4 "Dialog"): contact or consultation mode. Step 1 asks who you are
// (Next needs name, email and company); step 2 asks when (consultation mode) and what. Loaded lazily
// by whoever opens it, so it costs nothing until then.
import { consultationTypes, dialogServices, dialogTimeSlots, type ConsultationType } from '@site/contracts/options';
import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { leadContext } from '../../lib/lead-context';
import { MISSING_INFORMATION, notifyError, notifySuccess } from '../../lib/notify';
import { useBookingWindow } from '../../lib/use-booking-window';
import { blankFields, issuesToFieldErrors, schemaFieldErrors, useLeadForm } from '../../lib/use-lead-form';
import { Button } from '../ui/button';
import { Honeypot, SelectField, TextField, TextareaField } from '../ui/form-field';
import { PersonFields } from '../ui/person-fields';
import { useModalDialog } from './use-modal-dialog';
import { ConsentNote } from '../consent-note';

export type LeadDialogMode = 'contact' | 'consultation';
export type DialogService = (typeof dialogServices)[number]['value'];

export interface LeadDialogProps {
  open: boolean;
  onClose: () => void;
  mode?: LeadDialogMode;
  defaultService?: DialogService;
  defaultConsultationType?: ConsultationType;
  title?: string;
  description?: string;
}

export const dialogDefaults = {
  consultation: {
    title: 'Book Free Consultation',
    description: 'Schedule a free consultation with our technology experts.',
    submit: 'Book Consultation',
    success: ['Consultation Booked!', "We'll contact you within 24 hours to confirm your consultation details."],
  },
  contact: {
    title: 'Get In Touch',
    description: "Send us a message and we'll get back to you within 24 hours.",
    submit: 'Send Message',
    success: ['Message Sent!', "Thank you for contacting us. We'll get back to you within 24 hours."],
  },
} as const;
export const DIALOG_FAILURE = ['Error', 'There was an error processing your request. Please try again.'] as const;
export const DIALOG_SUBMITTING_LABEL = 'Processing...';

const serviceGroups = Array.from(new Set(dialogServices.map((s) => s.category)), (category) => ({
  label: category,
  options: dialogServices.filter((s) => s.category === category),
}));

const STEP_ONE_FIELDS = ['name', 'email', 'phone', 'company', 'service', 'consultationType'];

const loadSchemas = () =>
  import('../../lib/validation').then((v) => Promise.all([v.loadContactSchemas(), v.loadConsultationSchemas()]));

export function LeadDialog({
  open,
  onClose,
  mode = 'consultation',
  defaultService,
  defaultConsultationType,
  title,
  description,
}: LeadDialogProps) {
  const d = dialogDefaults[mode];
  const titleId = useId();
  const descriptionId = useId();
  const [step, setStep] = useState<1 | 2>(1);
  const initial = useCallback(
    () => ({
      name: '',
      email: '',
      phone: '',
      company: '',
      service: defaultService ?? '',
      consultationType: defaultConsultationType ?? 'general',
      message: '',
      preferredDate: '',
      preferredTime: '',
    }),
    [defaultService, defaultConsultationType],
  );
  const form = useLeadForm(initial);
  const { values, errors, setField, submitting } = form;
  const { window: dateWindow, refresh: refreshWindow } = useBookingWindow();
  const dialogProps = useModalDialog(open, onClose);

  // Moving between steps removes the focused button; put focus on the new step's first field.
  const stepShown = useRef(step);
  useEffect(() => {
    if (stepShown.current === step) return;
    stepShown.current = step;
    form.formRef.current?.querySelector<HTMLElement>('input:not([tabindex="-1"]), select, textarea')?.focus();
  }, [step, form.formRef]);

  const canGoNext = blankFields(values, ['name', 'email', 'company'] as const).length === 0;
  const messageEmpty = !values.message.trim();

  function close() {
    onClose();
  }

  function next() {
    if (!canGoNext) return;
    void loadSchemas();
    setStep(2);
  }

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (step === 1) return next();
    if (submitting || messageEmpty) return;
    const missing = blankFields(values, ['name', 'email', 'message'] as const);
    if (missing.length) {
      form.showErrors(Object.fromEntries(missing.map((f) => [f, 'This field is required'])));
      if (missing.some((f) => STEP_ONE_FIELDS.includes(f))) setStep(1);
      notifyError(MISSING_INFORMATION);
      return;
    }

    const common = {
      form: 'dialog' as const,
      name: values.name,
      email: values.email,
      ...(values.phone.trim() ? { phone: values.phone } : {}),
      company: values.company,
      ...(values.service ? { service: values.service } : {}),
      message: values.message,
    };
    const consultation = mode === 'consultation';
    const body = (signals: { honeypot: string; fillMs: number }) =>
      consultation
        ? {
            ...common,
            consultationType: values.consultationType,
            ...(values.preferredDate ? { preferredDate: values.preferredDate } : {}),
            ...(values.preferredTime ? { preferredTime: values.preferredTime } : {}),
            ...signals,
            context: leadContext(),
          }
        : { ...common, ...signals, context: leadContext() };

    const [{ contactDialogSchema }, { consultationDialogSchema }] = await loadSchemas();
    const fieldErrors = schemaFieldErrors(consultation ? consultationDialogSchema : contactDialogSchema, body({ honeypot: '', fillMs: 0 }), values);
    if (Object.keys(fieldErrors).length) {
      if (Object.keys(fieldErrors).some((f) => STEP_ONE_FIELDS.includes(f))) setStep(1);
      form.showErrors(fieldErrors);
      return;
    }

    const result = await form.send(consultation ? '/api/consultations' : '/api/contact', body);
    if (result.ok === true) {
      notifySuccess(d.success);
      form.reset();
      setStep(1);
      close();
      return;
    }
    if (result.ok === false) {
      const fieldErrors = issuesToFieldErrors(result.issues, values);
      if (Object.keys(fieldErrors).some((f) => STEP_ONE_FIELDS.includes(f))) setStep(1);
    }
    notifyError(DIALOG_FAILURE);
  }

  return (
    <dialog
      {...dialogProps}
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      className="m-auto max-h-[90vh] w-[calc(100%-2rem)] max-w-[500px] overflow-y-auto rounded-xl bg-white p-0 text-slate-800 shadow-2xl backdrop:bg-slate-900/60"
    >
      <div className="p-6">
        <div className="flex items-start justify-between gap-4">
          <div>
            <h2 id={titleId} className="text-xl font-bold text-slate-900">
              {title ?? d.title}
            </h2>
            <p id={descriptionId} className="mt-1 text-sm text-slate-600">
              {description ?? d.description}
            </p>
          </div>
          <button
            type="button"
            onClick={close}
            className="-m-2 rounded-lg p-2 text-slate-600 hover:bg-slate-100 hover:text-slate-900"
            aria-label="Close"
          >
            <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2">
              <path d="M6 6l12 12M18 6L6 18" strokeLinecap="round" />
            </svg>
          </button>
        </div>

        <ol className="mt-4 flex items-center justify-center gap-2" aria-label="Progress">
          {[1, 2].map((n) => (
            <li key={n} aria-current={step === n ? 'step' : undefined} data-step-dot={n}>
              <span
                className={`block h-2.5 w-2.5 rounded-full ${step >= n ? 'bg-brand-700' : 'bg-slate-300'}`}
                aria-hidden="true"
              />
              <span className="sr-only">
                Step {n} of 2{step === n ? ' (current)' : ''}
              </span>
            </li>
          ))}
        </ol>

        <form ref={form.formRef} noValidate onSubmit={onSubmit} className="relative mt-4 space-y-4" data-form={`dialog-${mode}`}>
          {step === 1 ? (
            <div className="space-y-4">
              <PersonFields values={values} errors={errors} setField={setField} require={{ phone: false, company: true }} autoFocusName />
              {mode === 'contact' ? (
                <SelectField
                  label="Service"
                  name="service"
                  placeholder="Select a service"
                  groups={serviceGroups}
                  value={values.service}
                  error={errors.service}
                  onChange={(e) => setField('service', e.target.value)}
                />
              ) : (
                <SelectField
                  label="Consultation Type"
                  name="consultationType"
                  required
                  options={consultationTypes}
                  value={values.consultationType}
                  error={errors.consultationType}
                  onChange={(e) => setField('consultationType', e.target.value)}
                />
              )}
              <div className="flex justify-end gap-3 pt-2">
                <Button variant="outline" onClick={close}>
                  Cancel
                </Button>
                <Button onClick={next} disabled={!canGoNext}>
                  Next
                </Button>
              </div>
            </div>
          ) : (
            <div className="space-y-4">
              {mode === 'consultation' ? (
                <div className="grid gap-4 sm:grid-cols-2">
                  <TextField
                    label="Preferred Date"
                    name="preferredDate"
                    type="date"
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
                    placeholder="Select a time"
                    options={dialogTimeSlots}
                    value={values.preferredTime}
                    error={errors.preferredTime}
                    onChange={(e) => setField('preferredTime', e.target.value)}
                  />
                </div>
              ) : null}
              <TextareaField
                label="Message"
                name="message"
                required
                rows={5}
                data-autofocus
                placeholder={mode === 'consultation' ? 'What would you like to discuss?' : 'How can we help you?'}
                value={values.message}
                error={errors.message}
                onChange={(e) => setField('message', e.target.value)}
              />
              <Honeypot value={form.honeypot} onChange={form.setHoneypot} />
              <ConsentNote />
              <div className="flex justify-between gap-3 pt-2">
                <Button variant="outline" onClick={() => setStep(1)}>
                  Back
                </Button>
                <Button type="submit" disabled={submitting || messageEmpty}>
                  {submitting ? DIALOG_SUBMITTING_LABEL : d.submit}
                </Button>
              </div>
            </div>
          )}
        </form>
      </div>
    </dialog>
  );
}
