// Test helpers around the whole stack with the Odoo simulator: drive the simulator's switches, wait for
// records to settle, and count what Odoo holds per record.
import { expect } from 'vitest';
import { ApiClient } from '@site/dev-stack/api-client';
import { type Stack } from '@site/dev-stack/stack';
import { type ConsultationRecord, type ContactRecord } from '@site/contracts/records';
import { until } from '@site/dev-stack/until';

type SimRow = Record<string, unknown> & { id: number };

export class SimHarness {
  readonly staff: ApiClient;
  readonly visitor: ApiClient;

  constructor(readonly stack: Stack) {
    this.staff = new ApiClient(stack.url);
    this.visitor = new ApiClient(stack.url);
  }

  async login() {
    await this.staff.login(this.stack.adminUsername, this.stack.adminPassword);
  }

  /** A visitor's submission, which must be stored (201); its record id. */
  async submit(path: '/api/contact' | '/api/consultations', body: unknown): Promise<string> {
    const res = await this.visitor.post<{ id: string }>(path, body);
    expect(res.status, res.text).toBe(201);
    return res.body.id;
  }

  async control(command: Record<string, unknown>) {
    const res = await fetch(`${this.stack.odooUrl}/__sim/control`, { method: 'POST', body: JSON.stringify(command) });
    if (res.status !== 200) throw new Error(`sim control ${JSON.stringify(command)}: ${res.status} ${await res.text()}`);
  }

  async simRecords(model: string): Promise<SimRow[]> {
    return (await (await fetch(`${this.stack.odooUrl}/__sim/records?model=${model}`)).json()) as SimRow[];
  }

  async simCounters(): Promise<Record<string, number>> {
    return ((await (await fetch(`${this.stack.odooUrl}/__sim/state`)).json()) as { counters: Record<string, number> }).counters;
  }

  async records(): Promise<(ContactRecord | ConsultationRecord)[]> {
    return [...(await this.staff.contacts()).body, ...(await this.staff.consultations()).body];
  }

  async record(id: string) {
    return (await this.records()).find((r) => r.id === id);
  }

  /** Waits until every given record has left "pending"; returns them. */
  async settled(ids: string[], timeoutMs = 60_000) {
    return until(
      async () => {
        const all = await this.records();
        const mine = ids.map((id) => all.find((r) => r.id === id));
        if (mine.every((r) => r && r.syncStatus !== 'pending')) return mine as (ContactRecord | ConsultationRecord)[];
        throw new Error(
          `still pending: ${JSON.stringify(mine.filter((r) => r?.syncStatus === 'pending').map((r) => [r!.id, r!.syncError]))}`,
        );
      },
      'every record to leave pending',
      timeoutMs,
      200,
    );
  }

  /** Every record is synced, and Odoo holds exactly one lead (and at most one event) for each. */
  async expectExactlyOnce(ids: string[]) {
    const records = await this.settled(ids);
    const leads = await this.simRecords('crm.lead');
    const events = await this.simRecords('calendar.event');
    for (const r of records) {
      expect(r.syncStatus, `${r.id}: ${r.syncError}`).toBe('synced');
      const mine = leads.filter((l) => String(l.description ?? '').includes(r.id));
      expect(
        mine.map((l) => l.id),
        `leads for ${r.id}`,
      ).toEqual([r.odooLeadId]);
      const myEvents = events.filter(
        (e) => e.opportunity_id === r.odooLeadId || (Array.isArray(e.opportunity_id) && e.opportunity_id[0] === r.odooLeadId),
      );
      expect(myEvents.length, `events for ${r.id}`).toBeLessThanOrEqual(1);
      if ('odooEventId' in r && r.odooEventId) expect(myEvents.map((e) => e.id)).toEqual([r.odooEventId]);
    }
    return records;
  }
}
