// How a worker's outcome changes a record's sync fields: the revision rule (an older revision's result
// never marks a newer change synced) and the video link.
import { describe, expect, it } from 'vitest';
import { type SyncResult } from '@site/contracts/jobs';
import { syncFieldsAfter, type SyncFields } from './record-rules';

const synced = (revision: number, meetingLink: string | null = null): Extract<SyncResult, { outcome: 'synced' }> => ({
  outcome: 'synced',
  kind: 'consultation',
  recordId: 'r1',
  odooLeadId: 11,
  odooEventId: 22,
  revision,
  meetingLink,
});
const pending = (revision: number): SyncFields => ({
  syncStatus: 'pending',
  syncError: 'Attempt 1 failed, retrying: busy',
  odooLeadId: null,
  odooEventId: null,
  meetingLink: null,
  revision,
});

describe('syncFieldsAfter', () => {
  it("when the result is of the record's revision or newer, then the record is synced", () => {
    expect(syncFieldsAfter(pending(2), synced(2))).toMatchObject({
      syncStatus: 'synced',
      syncError: null,
      odooLeadId: 11,
      odooEventId: 22,
    });
    expect(syncFieldsAfter(pending(2), synced(3))).toMatchObject({ syncStatus: 'synced' });
  });

  it('when the result is of an older revision, then the ids land but the record stays pending with its reason', () => {
    expect(syncFieldsAfter(pending(2), synced(1))).toEqual({
      syncStatus: 'pending',
      syncError: 'Attempt 1 failed, retrying: busy',
      odooLeadId: 11,
      odooEventId: 22,
    });
  });

  it('when the result brings a video link, then it is taken; without one, the field is not touched', () => {
    expect(syncFieldsAfter(pending(0), synced(0, 'https://meet.sim/5'))).toMatchObject({ meetingLink: 'https://meet.sim/5' });
    expect(syncFieldsAfter(pending(0), synced(0))).not.toHaveProperty('meetingLink');
  });

  it('when a contact is synced, then no event id or link is written', () => {
    const out = syncFieldsAfter(
      { syncStatus: 'pending', syncError: null, odooLeadId: null, revision: 0 },
      { ...synced(0, 'https://x.example/1'), kind: 'contact', odooEventId: null },
    );
    expect(out).toEqual({ syncStatus: 'synced', syncError: null, odooLeadId: 11 });
  });

  it('when a late failure or retry comes, then a synced record stays synced and a failed one is not reopened', () => {
    const done: SyncFields = { syncStatus: 'synced', syncError: null, odooLeadId: 11, odooEventId: 22, revision: 1 };
    expect(syncFieldsAfter(done, { outcome: 'failed', kind: 'consultation', recordId: 'r1', error: 'late' })).toBeNull();
    expect(
      syncFieldsAfter(
        { ...done, syncStatus: 'failed' },
        { outcome: 'retrying', kind: 'consultation', recordId: 'r1', attempt: 3, error: 'x' },
      ),
    ).toBeNull();
  });
});
