// Lead ids: UUIDv7, in creation order within a process, unique, across many refills of the random pool.
import { expect, it } from 'vitest';
import { newId } from '../src/records/lead-ids';

it('when many ids are made, then each is a version 7 UUID, all differ, and they sort in the order they were made', () => {
  const ids = Array.from({ length: 5000 }, () => newId());
  for (const id of ids) expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  expect(new Set(ids).size).toBe(ids.length);
  expect([...ids].sort()).toEqual(ids);
});

it('when an id is made for a given time, then its first 48 bits are that millisecond', () => {
  const at = Date.UTC(2030, 0, 1);
  expect(parseInt(newId(at).replace(/-/g, '').slice(0, 12), 16)).toBe(at);
});
