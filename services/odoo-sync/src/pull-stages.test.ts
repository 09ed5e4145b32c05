// The won stages the pull keeps: read once, then again only when they are old or a lead is in a stage
// not seen before.
import { describe, expect, it } from 'vitest';
import { type OdooClient } from './odoo-client';
import { STAGE_CACHE_MS, WonStages } from './pull-stages';

const fakeClient = (stages: Array<{ id: number; is_won: boolean }>) => {
  const client = { reads: 0, searchRead: async () => (client.reads++, stages) };
  return client;
};

describe('won stages', () => {
  it('when the stages were read less than ten minutes ago and the lead is in a known stage, then Odoo is not asked again', async () => {
    let now = 0;
    const stages = new WonStages(() => now);
    const client = fakeClient([
      { id: 1, is_won: false },
      { id: 4, is_won: true },
    ]);
    expect((await stages.of(client as unknown as OdooClient, [4])).get(4)).toBe(true);
    now = STAGE_CACHE_MS - 1;
    await stages.of(client as unknown as OdooClient, [1, 4]);
    expect(client.reads).toBe(1);
  });

  it('when a lead is in a stage not seen before, or ten minutes have passed, then the stages are read again', async () => {
    let now = 0;
    const stages = new WonStages(() => now);
    const client = fakeClient([{ id: 1, is_won: false }]);
    await stages.of(client as unknown as OdooClient, [1]);
    await stages.of(client as unknown as OdooClient, [7]);
    expect(client.reads).toBe(2);
    now = STAGE_CACHE_MS;
    await stages.of(client as unknown as OdooClient, [1]);
    expect(client.reads).toBe(3);
  });
});
