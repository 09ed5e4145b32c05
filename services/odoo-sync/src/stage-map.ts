// Which lead status an Odoo stage means. A won stage (crm.stage.is_won) is always `converted`; otherwise
// the stage's name decides, through ODOO_STAGE_MAP, and any stage the map does not name is `contacted`
// (someone has picked the lead up). Names compare case-insensitively, ignoring surrounding spaces.
import { leadStatusValues, type LeadStatus } from '@site/contracts/options';

export type StageMap = ReadonlyMap<string, LeadStatus>;

/** Odoo's stock pipeline: New, Qualified, Proposition (then Won). */
export const DEFAULT_STAGE_MAP = 'New=new,Qualified=qualified,Proposition=qualified';

/** The status of a stage not named in the map (and not won). */
export const UNMAPPED_STAGE_STATUS: LeadStatus = 'contacted';

const key = (name: string) => name.trim().toLowerCase();

/**
 * Parses ODOO_STAGE_MAP: comma-separated `Stage name=status` entries, status one of new, contacted,
 * qualified, converted. A stage name may not contain "=" or ","; each name once. The map replaces the
 * default. Returns the map, or a message naming what is wrong.
 */
export function parseStageMap(text: string | undefined): StageMap | string {
  const source = text === undefined || text.trim() === '' ? DEFAULT_STAGE_MAP : text;
  const map = new Map<string, LeadStatus>();
  for (const entry of source.split(',')) {
    if (entry.trim() === '') continue;
    const parts = entry.split('=');
    const name = parts[0]?.trim() ?? '';
    const status = parts[1]?.trim().toLowerCase() ?? '';
    if (parts.length !== 2 || name === '' || name.length > 100) return `"${entry.trim()}" is not "Stage name=status"`;
    if (!(leadStatusValues as readonly string[]).includes(status))
      return `"${entry.trim()}": status must be one of ${leadStatusValues.join(', ')}`;
    if (map.has(key(name))) return `stage "${name}" is named twice`;
    map.set(key(name), status as LeadStatus);
  }
  if (map.size === 0) return 'names no stage';
  return map;
}

export function stageStatus(map: StageMap, stage: { name: string; isWon: boolean } | null): LeadStatus {
  if (!stage) return UNMAPPED_STAGE_STATUS;
  if (stage.isWon) return 'converted';
  return map.get(key(stage.name)) ?? UNMAPPED_STAGE_STATUS;
}
