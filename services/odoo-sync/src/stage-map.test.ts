import { describe, expect, it } from 'vitest';
import { loadWorkerConfig } from './config';
import { lagosSlot } from './pull-observations';
import { recordIdFromExternalId, externalEventId, externalLeadId } from './odoo-values';
import { parseStageMap, stageStatus, type StageMap } from './stage-map';

const base = { ODOO_URL: 'http://127.0.0.1:8069', ODOO_DB: 'odoo', ODOO_USERNAME: 'bot', ODOO_API_KEY: 'k' };

describe('stage map', () => {
  it('when unset, then New is new, Qualified and Proposition are qualified, a won stage converted, others contacted', () => {
    const map = parseStageMap(undefined) as StageMap;
    expect(stageStatus(map, { name: 'New', isWon: false })).toBe('new');
    expect(stageStatus(map, { name: ' qualified ', isWon: false })).toBe('qualified');
    expect(stageStatus(map, { name: 'Proposition', isWon: false })).toBe('qualified');
    expect(stageStatus(map, { name: 'Won', isWon: true })).toBe('converted');
    expect(stageStatus(map, { name: 'New', isWon: true })).toBe('converted');
    expect(stageStatus(map, { name: 'Negotiation', isWon: false })).toBe('contacted');
    expect(stageStatus(map, null)).toBe('contacted');
  });

  it('when ODOO_STAGE_MAP is given, then it replaces the default', () => {
    const map = parseStageMap('Inbox=new, Call booked=contacted,Signed=converted') as StageMap;
    expect(stageStatus(map, { name: 'Signed', isWon: false })).toBe('converted');
    expect(stageStatus(map, { name: 'New', isWon: false })).toBe('contacted');
  });

  it('when ODOO_STAGE_MAP is malformed, then the worker refuses to start and names the problem', () => {
    expect(parseStageMap('New')).toMatch(/not "Stage name=status"/);
    expect(parseStageMap('New=won')).toMatch(/status must be one of new, contacted, qualified, converted/);
    expect(parseStageMap('New=new,new=qualified')).toMatch(/named twice/);
    expect(() => loadWorkerConfig({ ...base, ODOO_STAGE_MAP: 'New=done' })).toThrow(/ODOO_STAGE_MAP: "New=done": status must be/);
    expect(() => loadWorkerConfig({ ...base, ODOO_PROTOCOL: 'soap' })).toThrow(/ODOO_PROTOCOL/);
  });

  it('when nothing is set, then the defaults of the Odoo settings apply', () => {
    expect(loadWorkerConfig(base)).toMatchObject({
      protocol: 'auto',
      pullIntervalMs: 30_000,
      batchSize: 50,
      batchWindowMs: 20,
      busyTries: 8,
      ratePerSecond: 10,
      concurrency: 2,
    });
  });
});

describe('pulled values', () => {
  it('when an event starts at 13:30 UTC for 90 minutes, then the booking sees 14:30 in Lagos', () => {
    expect(lagosSlot('2026-12-01 13:30:00', '2026-12-01 15:00:00')).toEqual({ date: '2026-12-01', time: '14:30', durationMinutes: 90 });
    expect(lagosSlot('2026-12-01 23:30:00', '2026-12-02 00:00:00')).toEqual({ date: '2026-12-02', time: '00:30', durationMinutes: 30 });
  });

  it('when an external id is read back, then it names the record it was made from', () => {
    const id = '019ab3c4-5d6e-7f80-9123-456789abcdef';
    expect(recordIdFromExternalId(externalLeadId(id))).toBe(id);
    expect(recordIdFromExternalId(externalEventId(id))).toBe(id);
    expect(recordIdFromExternalId('website_utm_source_x')).toBeNull();
  });
});
