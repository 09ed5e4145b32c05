// UTM records (utm.source / utm.medium / utm.campaign) named by a visit's utm_* parameters, found or
// created once per worker and kept in a small LRU. Names in Odoo are unique: a plain create of a taken
// name would be renamed "x [2]", so a name is searched first (case-insensitive, so Odoo's stock
// "LinkedIn" serves utm_source=linkedin) and a new one is made with `load` under an external id derived
// from the normalised name, so two workers racing on a new name end with one record (and one we made
// that staff renamed since is found by its key, never renamed back).
import { createHash } from 'node:crypto';
import { type OdooCalls } from './odoo-calls';
import { type ExternalIds } from './external-ids';
import { configError } from './odoo-errors';

export type UtmModel = 'utm.source' | 'utm.medium' | 'utm.campaign';

/** Longest UTM name we write; visitors' parameters can be anything. */
export const UTM_NAME_MAX = 64;

export class UtmRecords {
  private readonly cache: LruCache<Promise<number>>;
  private website: Promise<number> | null = null;

  constructor(
    private readonly client: OdooCalls,
    private readonly externalIds: ExternalIds,
    cacheSize: number,
  ) {
    this.cache = new LruCache(cacheSize);
  }

  /**
   * The "Website" utm.medium (utm.utm_medium_website), by name: its external id is in ir.model.data, which
   * a Sales user may not read.
   */
  websiteMedium(): Promise<number> {
    this.website ??= this.client
      .call<number[]>('utm.medium', 'search', { domain: [['name', '=', 'Website']], limit: 1, order: 'id' })
      .then(([id]) => {
        if (id === undefined) throw configError('Odoo has no "Website" UTM medium (utm.utm_medium_website)');
        return id;
      })
      .catch((error: unknown) => {
        this.website = null;
        throw error;
      });
    return this.website;
  }

  /** The record named `raw` (cleaned and capped; null when nothing usable is left), found or created once. */
  ensure(model: UtmModel, raw: string): Promise<number> | null {
    const name = cleanUtmName(raw);
    if (!name) return null;
    const key = `${model}\u0000${name.toLowerCase()}`;
    let entry = this.cache.get(key);
    if (!entry) {
      entry = this.resolve(model, name);
      this.cache.set(key, entry);
      entry.catch(() => this.cache.delete(key));
    }
    return entry;
  }

  private async resolve(model: UtmModel, name: string): Promise<number> {
    const byName: unknown[] =
      model === 'utm.campaign' ? ['|', ['name', '=ilike', name], ['title', '=ilike', name]] : [['name', '=ilike', name]];
    const [found] = await this.client.call<number[]>(model, 'search', { domain: byName, limit: 1, order: 'id' });
    if (found !== undefined) return found;
    const values = model === 'utm.campaign' ? { name, title: name } : { name };
    return this.externalIds.create(model, utmExternalId(model, name), values);
  }
}

/** A Map that forgets its least recently used entry past `max`. */
export class LruCache<V> {
  private readonly map = new Map<string, V>();
  constructor(private readonly max: number) {}
  get(key: string): V | undefined {
    const value = this.map.get(key);
    if (value !== undefined) {
      this.map.delete(key);
      this.map.set(key, value);
    }
    return value;
  }
  set(key: string, value: V): void {
    this.map.delete(key);
    this.map.set(key, value);
    if (this.map.size > this.max) this.map.delete(this.map.keys().next().value as string);
  }
  delete(key: string): void {
    this.map.delete(key);
  }
  get size(): number {
    return this.map.size;
  }
}

/**
 * A visitor's UTM value as a name we can write: Unicode-normalised, control characters dropped,
 * whitespace collapsed, capped at UTM_NAME_MAX; null unless a letter or digit remains.
 */
export function cleanUtmName(raw: string): string | null {
  const text = raw
    .normalize('NFC')
    .replace(/[\p{Cc}\p{Cf}]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const capped = [...text].slice(0, UTM_NAME_MAX).join('').trim();
  return /[\p{L}\p{N}]/u.test(capped) ? capped : null;
}

/** website_utm_source_<slug>_<hash>: a valid external id name, one per case-insensitive name. */
export function utmExternalId(model: UtmModel, name: string): string {
  const normalised = name.toLowerCase();
  const slug = normalised
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, 40);
  const hash = createHash('sha256').update(normalised).digest('hex').slice(0, 10);
  return `website_${model.replace('.', '_')}_${slug ? `${slug}_` : ''}${hash}`;
}
