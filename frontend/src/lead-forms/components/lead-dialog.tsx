// The two-step lead dialog, in contact or consultation mode. Step 1 asks who you are; step 2 asks when
// (consultation mode) and what (the steps and the submission are hooks/use-lead-dialog.ts). Loaded
// lazily by whoever opens it, so it costs nothing until then.
import { consultationTypes, dialogServices, dialogTimeSlots, type ConsultationType } from '@site/contracts/options';
import { useId } from 'react';
import { Button } from '../../components/ui/button';
import { SelectField, TextareaField } from '../../components/ui/form-field';
import { useModalDialog } from '../../components/ui/modal-dialog';
import { useLeadDialog, type DialogService, type LeadDialogMode } from '../hooks/use-lead-dialog';
import { FormTrailer } from './form-trailer';
import { PersonFields } from './person-fields';
import { ScheduleFields } from './schedule-fields';

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
export const DIALOG_SUBMITTING_LABEL = 'Processing...';

type LeadDialogForm = ReturnType<typeof useLeadDialog>['form'];

const serviceGroups = Array.from(new Set(dialogServices.map((s) => s.category)), (category) => ({
  label: category,
  options: dialogServices.filter((s) => s.category === category),
}));

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
  const { step, setStep, next, canGoNext, messageEmpty, form, formProps } = useLeadDialog({
    mode,
    defaultService,
    defaultConsultationType,
    success: d.success,
    onClose,
  });
  const dialogProps = useModalDialog(open, onClose);

  return (
    <dialog
      {...dialogProps}
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      className="m-auto max-h-[90vh] w-[calc(100%-2rem)] max-w-[500px] overflow-y-auto rounded-xl bg-white p-0 text-slate-800 shadow-2xl backdrop:bg-slate-900/60"
    >
      <div className="p-6">
        <DialogHeading
          titleId={titleId}
          descriptionId={descriptionId}
          title={title ?? d.title}
          description={description ?? d.description}
          onClose={onClose}
        />

        <StepDots step={step} />

        <form {...formProps} className="relative mt-4 space-y-4" data-form={`dialog-${mode}`}>
          {step === 1 ? (
            <WhoStep mode={mode} bind={form.bind} onCancel={onClose} onNext={next} canGoNext={canGoNext} />
          ) : (
            <WhatStep mode={mode} form={form} messageEmpty={messageEmpty} submitLabel={d.submit} onBack={() => setStep(1)} />
          )}
        </form>
      </div>
    </dialog>
  );
}

/** The dialog's title and description (the ids label the dialog) and its Close button. */
function DialogHeading({
  titleId,
  descriptionId,
  title,
  description,
  onClose,
}: {
  titleId: string;
  descriptionId: string;
  title: string;
  description: string;
  onClose: () => void;
}) {
  return (
    <div className="flex items-start justify-between gap-4">
      <div>
        <h2 id={titleId} className="text-xl font-bold text-slate-900">
          {title}
        </h2>
        <p id={descriptionId} className="mt-1 text-sm text-slate-600">
          {description}
        </p>
      </div>
      <button
        type="button"
        onClick={onClose}
        className="-m-2 rounded-lg p-2 text-slate-600 hover:bg-slate-100 hover:text-slate-900"
        aria-label="Close"
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2">
          <path d="M6 6l12 12M18 6L6 18" strokeLinecap="round" />
        </svg>
      </button>
    </div>
  );
}

/** Two dots saying which of the two steps is showing. */
function StepDots({ step }: { step: 1 | 2 }) {
  return (
    <ol className="mt-4 flex items-center justify-center gap-2" aria-label="Progress">
      {[1, 2].map((n) => (
        <li key={n} aria-current={step === n ? 'step' : undefined} data-step-dot={n}>
          <span className={`block h-2.5 w-2.5 rounded-full ${step >= n ? 'bg-brand-700' : 'bg-slate-300'}`} aria-hidden="true" />
          <span className="sr-only">
            Step {n} of 2{step === n ? ' (current)' : ''}
          </span>
        </li>
      ))}
    </ol>
  );
}

/** Step 1: who you are, and the service or consultation type. */
function WhoStep({
  mode,
  bind,
  onCancel,
  onNext: next,
  canGoNext,
}: {
  mode: LeadDialogMode;
  bind: LeadDialogForm['bind'];
  onCancel: () => void;
  onNext: () => void;
  canGoNext: boolean;
}) {
  return (
    <div className="space-y-4">
      <PersonFields bind={bind} require={{ phone: false, company: true }} autoFocusName />
      {mode === 'contact' ? (
        <SelectField label="Service" placeholder="Select a service" groups={serviceGroups} {...bind('service')} />
      ) : (
        <SelectField label="Consultation Type" required options={consultationTypes} {...bind('consultationType')} />
      )}
      <div className="flex justify-end gap-3 pt-2">
        <Button variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <Button onClick={next} disabled={!canGoNext}>
          Next
        </Button>
      </div>
    </div>
  );
}

/** Step 2: when (consultation mode) and what, then the submission. */
function WhatStep({
  mode,
  form,
  messageEmpty,
  submitLabel,
  onBack,
}: {
  mode: LeadDialogMode;
  form: LeadDialogForm;
  messageEmpty: boolean;
  submitLabel: string;
  onBack: () => void;
}) {
  const { bind, submitting } = form;
  return (
    <div className="space-y-4">
      {mode === 'consultation' ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <ScheduleFields
            bind={bind}
            slots={dialogTimeSlots}
            required={false}
            pickDate={(date) => form.setField('preferredDate', date)}
            reloadKey={form.timesTaken}
          />
        </div>
      ) : null}
      <TextareaField
        label="Message"
        required
        rows={5}
        data-autofocus
        placeholder={mode === 'consultation' ? 'What would you like to discuss?' : 'How can we help you?'}
        {...bind('message')}
      />
      <FormTrailer honeypot={form.honeypot} setHoneypot={form.setHoneypot} />
      <div className="flex justify-between gap-3 pt-2">
        <Button variant="outline" onClick={onBack}>
          Back
        </Button>
        <Button type="submit" disabled={submitting || messageEmpty}>
          {submitting ? DIALOG_SUBMITTING_LABEL : submitLabel}
        </Button>
      </div>
    </div>
  );
}
