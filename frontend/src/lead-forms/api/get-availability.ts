// GET /api/availability?date=&duration= (or a booking link's own /api/booking/<token>/availability):
// which starts of a day are free. Loaded with the first date a visitor picks (components/day-times.tsx),
// never before: the prerendered form asks nothing. The server decides at booking time anyway, so a day
// that cannot be asked about leaves every time choosable.
import { AVAILABILITY_MAX_AGE_S, availabilitySchema, type Availability } from '@site/contracts/availability';
import { addDays, bookingWindow } from '@site/lagos-time/lagos-date';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client';
import { publicQueryClient } from '../../lib/public-queries';

/** Where a day's free times are asked: the public route for the form's meeting length, or a booking link's own. */
export type AvailabilityUrl = (date: string) => string;

/** How many days on a fully taken day's "next free day" looks. */
const NEXT_FREE_DAYS = 14;

/**
 * One day's free times. `reloadKey` changes when the server has just refused a time (409): the day is
 * then asked for again rather than read from the cache.
 */
const availabilityQuery = (url: string, reloadKey: number) =>
  queryOptions({
    queryKey: ['availability', url, reloadKey],
    // The public answer may be kept a few seconds: once a time was refused, the day is asked anew.
    queryFn: ({ signal }): Promise<Availability> =>
      apiRequest(url, availabilitySchema, { signal, ...(reloadKey > 0 ? { cache: 'no-cache' as const } : {}) }),
    staleTime: AVAILABILITY_MAX_AGE_S * 1000,
  });

export function useDayAvailability(url: string, reloadKey: number) {
  return useQuery(availabilityQuery(url, reloadKey), publicQueryClient());
}

const anyFree = (day: Availability, starts: readonly string[]) => day.slots.some((s) => s.available && starts.includes(s.start));

/**
 * The first day after `date` (within NEXT_FREE_DAYS and the booking window) with one of `starts` free,
 * or null; asked only while `enabled` (the day shown has none).
 */
export function useNextFreeDay(urlOf: AvailabilityUrl, date: string, starts: readonly string[], enabled: boolean, reloadKey: number) {
  const client = publicQueryClient();
  return useQuery(
    {
      queryKey: ['next-free-day', urlOf(date), starts, reloadKey],
      queryFn: async () => {
        const { max } = bookingWindow(new Date());
        for (let day = addDays(date, 1), i = 0; i < NEXT_FREE_DAYS && day <= max; day = addDays(day, 1), i++)
          if (anyFree(await client.fetchQuery(availabilityQuery(urlOf(day), reloadKey)), starts)) return day;
        return null;
      },
      enabled,
      staleTime: AVAILABILITY_MAX_AGE_S * 1000,
    },
    client,
  );
}
