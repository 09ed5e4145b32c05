import { QueryClient } from '@tanstack/react-query';
import { expect, it } from 'vitest';
import { PEOPLE_KEY } from '../api/find-person';
import { clashesQuery } from '../api/get-clashes';
import { listKeyOf } from '../api/get-lead-list';
import { summaryQuery } from '../api/get-lead-summary';
import { refetchLive } from './use-live-updates';

it('when the stream says refetch, then every cached list, person search and the summary are fetched again, nothing else', () => {
  const client = new QueryClient();
  const keys = [
    [...listKeyOf('contact'), { q: '', status: undefined }],
    [...listKeyOf('consultation'), { q: 'ada', status: 'scheduled' }],
    [...PEOPLE_KEY, { email: 'ada@example.com' }],
    summaryQuery.queryKey,
  ];
  const unrelated = ['admin', 'audit'];
  for (const key of [...keys, unrelated]) client.setQueryData(key, { any: 'data' });
  refetchLive(client);
  for (const key of keys) expect(client.getQueryState(key)?.isInvalidated, JSON.stringify(key)).toBe(true);
  expect(client.getQueryState(unrelated)?.isInvalidated).toBe(false);
});

it('when the stream says refetch, then the bookings that clash are asked for again too (a missed move or cancel may make or end one)', () => {
  const client = new QueryClient();
  client.setQueryData(clashesQuery.queryKey, { clashes: [] });
  refetchLive(client);
  expect(client.getQueryState(clashesQuery.queryKey)?.isInvalidated).toBe(true);
});
