// The lead dialog's state: the two steps (Next needs name, email and company; focus moves to the new
// step's first field), the form values and its submission in contact or consultation mode, and the
// return to step 1 when a field there is in error.
import type { ConsultationType, dialogServices } from '@site/contracts/options';
import { useCallback, useEffect, useRef, useState } from 'react';
import { MISSING_INFORMATION, type Notice } from '../../lib/notify';
import { leadContext } from '../lib/lead-context';
import { blankFields, useLeadForm, type SpamSignals, type SubmitPlan } from './use-lead-form';

export type LeadDialogMode = 'contact' | 'consultation';
export type DialogService = (typeof dialogServices)[number]['value'];

export const DIALOG_FAILURE = ['Error', 'There was an error processing your request. Please try again.'] as const;

/** Fields of step 1: an error at one of them takes the visitor back there. */
const STEP_ONE_FIELDS = ['name', 'email', 'phone', 'company', 'service', 'consultationType'];

function initialValues(service: DialogService | undefined, consultationType: ConsultationType | undefined) {
  return {
    name: '',
    email: '',
    phone: '',
    company: '',
    service: service ?? '',
    consultationType: consultationType ?? 'general',
    message: '',
    preferredDate: '',
    preferredTime: '',
  };
}
type Values = ReturnType<typeof initialValues>;

const loadSchemas = () => import('../../lib/validation').then((v) => Promise.all([v.loadContactSchemas(), v.loadConsultationSchemas()]));

export interface LeadDialogOptions {
  mode: LeadDialogMode;
  defaultService: DialogService | undefined;
  defaultConsultationType: ConsultationType | undefined;
  success: Notice;
  onClose: () => void;
}

export function useLeadDialog({ mode, defaultService, defaultConsultationType, success, onClose }: LeadDialogOptions) {
  const [step, setStep] = useState<1 | 2>(1);
  const initial = useCallback(() => initialValues(defaultService, defaultConsultationType), [defaultService, defaultConsultationType]);
  const form = useLeadForm(initial);
  const { values } = form;
  const consultation = mode === 'consultation';

  // Moving between steps removes the focused button; put focus on the new step's first field.
  const stepShown = useRef(step);
  useEffect(() => {
    if (stepShown.current === step) return;
    stepShown.current = step;
    form.formRef.current?.querySelector<HTMLElement>('input:not([tabindex="-1"]), select, textarea')?.focus();
  }, [step, form.formRef]);

  const canGoNext = blankFields(values, ['name', 'email', 'company']).length === 0;
  const messageEmpty = !values.message.trim();

  function next() {
    if (!canGoNext) return;
    void loadSchemas();
    setStep(2);
  }

  function body(signals: SpamSignals) {
    const common = {
      form: 'dialog' as const,
      name: values.name,
      email: values.email,
      ...(values.phone.trim() ? { phone: values.phone } : {}),
      company: values.company,
      ...(values.service ? { service: values.service } : {}),
      message: values.message,
    };
    return consultation
      ? {
          ...common,
          consultationType: values.consultationType,
          ...(values.preferredDate ? { preferredDate: values.preferredDate } : {}),
          ...(values.preferredTime ? { preferredTime: values.preferredTime } : {}),
          ...signals,
          context: leadContext(),
        }
      : { ...common, ...signals, context: leadContext() };
  }

  /** Step 1's submit (Enter in a field) moves on; step 2's sends, once there is a message. */
  const plan = (): SubmitPlan<Values> | undefined => {
    if (step === 1) {
      next();
      return undefined;
    }
    if (messageEmpty) return undefined;
    return {
      endpoint: consultation ? '/api/consultations' : '/api/contact',
      schema: () => loadSchemas().then(([c, b]) => (consultation ? b.consultationDialogSchema : c.contactDialogSchema)),
      blank: [{ fields: ['name', 'email', 'message'], message: 'This field is required', notice: MISSING_INFORMATION }],
      body,
      success,
      failure: DIALOG_FAILURE,
      onSuccess: () => {
        setStep(1);
        onClose();
      },
      onFieldErrors: (fields) => {
        if (fields.some((f) => STEP_ONE_FIELDS.includes(f))) setStep(1);
      },
    };
  };

  return { step, setStep, next, canGoNext, messageEmpty, form, formProps: form.formProps(plan) };
}
