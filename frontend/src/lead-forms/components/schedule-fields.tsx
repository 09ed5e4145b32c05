// Preferred date and time, as the booking form, the dialog and the booking page's reschedule form ask
// for them. The date input offers today … today + 3 months in Africa/Lagos (set after hydration, so the
// static HTML never bakes in the build day). Once a date is picked, the one time list marks what that day
// has taken: listed, disabled, "(Taken)" in the label; a day with none free says so and offers the next
// free day (day-times.tsx, loaded then with react-query: the prerendered form, and a visitor who never
// picks a date, load none of it). Without an answer from the server every time stays choosable: the
// booking's own answer decides. Renders a fragment; the layout stays the form's.
import { DEFAULT_DURATION } from '@site/contracts/options';
import { slotStart } from '@site/lagos-time/booking-slots';
import { bookingWindow } from '@site/lagos-time/lagos-date';
import { lagosDayText } from '@site/lagos-time/meeting-time';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../components/ui/button';
import { SelectField, TextField, type SelectOption } from '../../components/ui/form-field';
import { useFocusAfterRender } from '../../lib/use-focus-after-render';
import type { AvailabilityUrl } from '../api/get-availability';
import type { FieldBinding } from '../hooks/use-lead-form';
import type * as DayTimesModule from './day-times';
import type { DayTimesState } from './day-times';

const loadDayTimes = () => import('./day-times');

/** The public question for a meeting of `duration` minutes (60 for the forms that ask no duration). */
export const publicAvailability =
  (duration: number = DEFAULT_DURATION): AvailabilityUrl =>
  (date) =>
    `/api/availability?date=${encodeURIComponent(date)}&duration=${duration}`;

export interface ScheduleFieldsProps {
  bind: (name: 'preferredDate' | 'preferredTime') => FieldBinding;
  slots: readonly SelectOption[];
  required: boolean;
  /** Sets the date (the next free day, offered when a day has none). */
  pickDate: (date: string) => void;
  /** Where a day's free times are asked (default: the public route for a 60-minute meeting). */
  availabilityUrl?: AvailabilityUrl;
  /** Changes when the server has just refused the time chosen: the day is asked for again. */
  reloadKey?: number;
}

/** The form's slots with those the day has taken disabled and labelled (all of them while the day is unknown). */
function markTaken(slots: readonly SelectOption[], times: DayTimesState | null): readonly SelectOption[] {
  if (!times) return slots;
  return slots.map((slot) => {
    const start = slotStart(slot.value);
    return start !== null && times.taken.includes(start) ? { ...slot, label: `${slot.label} (Taken)`, disabled: true } : slot;
  });
}

/** A day with none of the form's times free: it says so, and offers the next free day when there is one. */
function NoneFree({ date, next, pickDate }: { date: string; next: string | null | undefined; pickDate: (date: string) => void }) {
  return (
    <span role="status" className="block" data-availability="none-free">
      No times are free on {lagosDayText(date)}.{' '}
      {next ? (
        <Button variant="outline" size="sm" className="mt-2" onClick={() => pickDate(next)}>
          Show the next free day, {lagosDayText(next)}
        </Button>
      ) : next === null ? (
        'Nor in the two weeks after it: please choose a later date, or call us.'
      ) : (
        'Looking for the next free day…'
      )}
    </span>
  );
}

export function ScheduleFields({
  bind,
  slots,
  required,
  pickDate,
  availabilityUrl = publicAvailability(),
  reloadKey = 0,
}: ScheduleFieldsProps) {
  // Undefined during the prerender and the first client render (so hydration matches), then set;
  // refreshed when the input gains focus, so a page left open past midnight still offers the right days.
  const [dateWindow, setDateWindow] = useState<{ min: string; max: string } | undefined>(undefined);
  useEffect(() => setDateWindow(bookingWindow(new Date())), []);
  const refresh = () => setDateWindow(bookingWindow(new Date()));
  const date = bind('preferredDate');
  // The free times' code comes with the first date (picked, or typed before the page was hydrated).
  const [dayTimes, setDayTimes] = useState<typeof DayTimesModule | null>(null);
  useEffect(() => {
    if (date.value && !dayTimes) void loadDayTimes().then(setDayTimes, () => undefined);
  }, [date.value, dayTimes]);
  const [times, setTimes] = useState<DayTimesState | null>(null);
  // A date outside the window is the date field's error, not a question for the server.
  const asking = dayTimes !== null && dateWindow !== undefined && date.value >= dateWindow.min && date.value <= dateWindow.max;
  const known = asking ? times : null;
  const timeList = useRef<HTMLSelectElement>(null);
  const focusAfterRender = useFocusAfterRender();
  /** The next free day: shown, and the visitor goes on to its times (the button goes with the full day). */
  const showDay = (next: string) => {
    pickDate(next);
    focusAfterRender(() => timeList.current);
  };
  return (
    <>
      <TextField
        label="Preferred Date"
        type="date"
        required={required}
        min={dateWindow?.min}
        max={dateWindow?.max}
        onFocus={refresh}
        {...date}
      />
      <SelectField
        ref={timeList}
        label="Preferred Time"
        required={required}
        placeholder="Select a time"
        options={markTaken(slots, known)}
        hint={known?.noneFree ? <NoneFree date={date.value} next={known.nextFree} pickDate={showDay} /> : undefined}
        {...bind('preferredTime')}
      />
      {asking ? (
        <dayTimes.DayTimes
          date={date.value}
          availabilityUrl={availabilityUrl}
          starts={slots.map((s) => slotStart(s.value)).filter((s): s is string => s !== null)}
          reloadKey={reloadKey}
          onTimes={setTimes}
        />
      ) : null}
    </>
  );
}
