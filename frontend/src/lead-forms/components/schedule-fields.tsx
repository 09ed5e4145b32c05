// Preferred date and time, as the booking form and the dialog ask for them. The date input offers
// today … today + 3 months in Africa/Lagos (set after hydration, so the static HTML never bakes in the
// build day). Renders a fragment; the layout stays the form's.
import { bookingWindow } from '@site/lagos-time/lagos-date';
import { useEffect, useState } from 'react';
import { SelectField, TextField, type SelectOption } from '../../components/ui/form-field';
import type { FieldBinding } from '../hooks/use-lead-form';

export function ScheduleFields({
  bind,
  slots,
  required,
}: {
  bind: (name: 'preferredDate' | 'preferredTime') => FieldBinding;
  slots: readonly SelectOption[];
  required: boolean;
}) {
  // Undefined during the prerender and the first client render (so hydration matches), then set;
  // refreshed when the input gains focus, so a page left open past midnight still offers the right days.
  const [dateWindow, setDateWindow] = useState<{ min: string; max: string } | undefined>(undefined);
  useEffect(() => setDateWindow(bookingWindow(new Date())), []);
  const refresh = () => setDateWindow(bookingWindow(new Date()));
  return (
    <>
      <TextField
        label="Preferred Date"
        type="date"
        required={required}
        min={dateWindow?.min}
        max={dateWindow?.max}
        onFocus={refresh}
        {...bind('preferredDate')}
      />
      <SelectField label="Preferred Time" required={required} placeholder="Select a time" options={slots} {...bind('preferredTime')} />
    </>
  );
}
