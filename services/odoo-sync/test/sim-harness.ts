// Test helpers around the whole stack with the Odoo simulator: drive the simulator's switches, wait for
// records to settle, and count what Odoo holds per record.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'vitest';
import { ApiClient } from '@site/dev-stack/api-client';
import { startStack, type Stack } from '@site/dev-stack/stack';
import { type ConsultationRecord, type ContactRecord } from '@site/contracts/records';
import { until } from '@site/dev-stack/until';

type SimRow = Record<string, unknown> & { id: number };

/** By the left part of its Message-ID: kind, record, invite sequence. */
export const mail = (kind: string, recordId: string, sequence: number) => (m: string) => m.includes(`<${kind}-${recordId}-${sequence}@`);

/**
 * The whole stack with the simulator and the mail catcher, pulling from Odoo every `pullIntervalMs`,
 * and a harness with staff signed in.
 */
export async function startMailStack(pullIntervalMs: number): Promise<{ stack: Stack; h: SimHarness }> {
  const stack = await startStack({
    mailCatcher: true,
    env: { ODOO_PULL_INTERVAL_MS: String(pullIntervalMs), MAIL_WAIT_FOR_ODOO_MS: '2000', RATE_LIMIT_PUBLIC_PER_MINUTE: '100000' },
  });
  const h = new SimHarness(stack);
  await h.login();
  return { stack, h };
}

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

  /** A command to the simulator's switchboard; its answer (`id` for a create). */
  async control(command: Record<string, unknown>): Promise<{ ok: true; id?: number }> {
    const res = await fetch(`${this.stack.odooUrl}/__sim/control`, { method: 'POST', body: JSON.stringify(command) });
    if (res.status !== 200) throw new Error(`sim control ${JSON.stringify(command)}: ${res.status} ${await res.text()}`);
    return (await res.json()) as { ok: true; id?: number };
  }

  /** The messages the catcher kept for a booking, quoted-printable undone (ASCII is all the checks read). */
  mailsOf(recordId: string): string[] {
    const dir = this.stack.mailDir!;
    return readdirSync(dir)
      .map((file) => readFileSync(join(dir, file), 'latin1'))
      .filter((source) => source.includes(recordId))
      .map((source) =>
        source.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
      );
  }

  /** The visitor's booking link token, from the confirmation e-mail. */
  async bookingToken(recordId: string): Promise<string> {
    const confirmation = await until(() => this.mailsOf(recordId).find(mail('confirmation', recordId, 0)), 'the confirmation');
    return /\/booking\/([A-Za-z0-9_-]+\.[A-Za-z0-9_-]+)/.exec(confirmation)![1]!;
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
