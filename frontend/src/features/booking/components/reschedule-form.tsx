// A new date and time for the booking, under the booking form's rules (the same fields, slots, Lagos
// date window and schema), the times the day still has marked as the booking form marks them. Field
// messages from the browser's check or the server's (a time just taken included) appear at the fields.
import { rescheduleSchema, type RescheduleInput } from '@site/contracts/booking';
import type { FieldIssue } from '@site/contracts/field-issues';
import { fullTimeSlots } from '@site/contracts/options';
import { useRef, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { ScheduleFields } from '../../../lead-forms/components/schedule-fields';
import { formProblem, issuesToFieldErrors, useFormFields, type BlankRule } from '../../../lead-forms/hooks/use-lead-form';
import { MISSING_SCHEDULE, notifyError } from '../../../lib/notify';

type Values = { preferredDate: string; preferredTime: string };
const noValues = (): Values => ({ preferredDate: '', preferredTime: '' });

/** The schema requires both; a blank one says so in the page's own words. */
const blank: BlankRule<Values>[] = [
  {
    fields: ['preferredDate', 'preferredTime'],
    message: (f) => (f === 'preferredDate' ? 'Please choose a new date' : 'Please choose a new time'),
    notice: MISSING_SCHEDULE,
  },
];

export interface RescheduleFormProps {
  /** Sends the new time; resolves with the server's field messages when it refuses them, else nothing. */
  onSubmit: (input: RescheduleInput) => Promise<FieldIssue[] | void>;
  onBack: () => void;
  /** Where a day's free times for this booking are asked. */
  availabilityUrl: (date: string) => string;
  /** Changes when the server has just refused a time as taken: the day is asked for again. */
  reloadKey: number;
}

export function RescheduleForm({ onSubmit, onBack, availabilityUrl, reloadKey }: RescheduleFormProps) {
  const [submitting, setSubmitting] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const { values, setField, bind, showErrors } = useFormFields(noValues, formRef);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (submitting) return;
    const checked = rescheduleSchema.safeParse(values);
    const problem = formProblem(checked, values, blank);
    if (problem) {
      if (problem.notice) notifyError(problem.notice);
      return showErrors(problem.errors);
    }
    if (!checked.success) return;
    setSubmitting(true);
    try {
      const issues = await onSubmit(checked.data);
      if (issues?.length) showErrors(issuesToFieldErrors(issues, values));
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <form
      ref={formRef}
      onSubmit={submit}
      noValidate
      aria-labelledby="reschedule-heading"
      className="mt-8 rounded-xl border border-slate-200 p-6"
      data-form="reschedule"
    >
      <h2 id="reschedule-heading" className="text-xl font-semibold text-slate-900">
        Choose a new date and time
      </h2>
      <p className="mt-1 text-sm text-slate-600">Any day from today up to three months ahead (Lagos time).</p>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <ScheduleFields
          bind={bind}
          slots={fullTimeSlots}
          required
          pickDate={(date) => setField('preferredDate', date)}
          availabilityUrl={availabilityUrl}
          reloadKey={reloadKey}
        />
      </div>
      <div className="mt-6 flex flex-wrap gap-3">
        <Button type="submit" disabled={submitting}>
          {submitting ? 'Rescheduling...' : 'Confirm new time'}
        </Button>
        <Button type="button" variant="outline" onClick={onBack} disabled={submitting}>
          Back
        </Button>
      </div>
    </form>
  );
}
