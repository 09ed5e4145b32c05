// What a picked day still has: its free times asked of the server (api/get-availability.ts) and, for a
// day with none of the form's times free, the next day that has one. A component that shows nothing:
// schedule-fields.tsx keeps its one time list (no control is swapped while a visitor may be using it)
// and marks it from what this reports. Loaded with the first date a visitor picks, with react-query.
import { useEffect } from 'react';
import { useDayAvailability, useNextFreeDay, type AvailabilityUrl } from '../api/get-availability';

/** The starts ("HH:MM") the day has taken; whether none of the form's is free; the next free day (null: none found). */
export type DayTimesState = { taken: string[]; noneFree: boolean; nextFree: string | null | undefined };

export interface DayTimesProps {
  date: string;
  availabilityUrl: AvailabilityUrl;
  /** The starts of the form's own time list. */
  starts: readonly string[];
  reloadKey: number;
  /** Told each new state; null while the day is not known (being asked, or no answer). */
  onTimes: (state: DayTimesState | null) => void;
}

export function DayTimes({ date, availabilityUrl, starts, reloadKey, onTimes }: DayTimesProps) {
  const day = useDayAvailability(availabilityUrl(date), reloadKey);
  const taken = day.data?.slots.filter((s) => !s.available).map((s) => s.start as string);
  const noneFree = taken !== undefined && starts.every((s) => taken.includes(s));
  const next = useNextFreeDay(availabilityUrl, date, starts, noneFree, reloadKey);
  // One text per state, so the form hears of a change once (not once per render).
  const report = taken === undefined ? null : JSON.stringify({ taken, noneFree, nextFree: noneFree ? next.data : undefined });
  useEffect(() => onTimes(report === null ? null : (JSON.parse(report) as DayTimesState)), [report, onTimes]);
  useEffect(() => () => onTimes(null), [onTimes]);
  return null;
}
