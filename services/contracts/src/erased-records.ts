// Tombstones of erased records in Redis, which the worker reads (it never reads the leads store): one key
// per record id, holding nothing of the person. The leads service sets them when it erases (the store keeps
// its own for good, and the erasure ledger outside the store survives a restore); the worker's erase sets
// them too. A sync job of a tombstoned record writes nothing to Odoo.
export const erasedKey = (recordId: string) => `gct:erased:${recordId}`;

/** Far longer than any job of the record can still come (a sync job retries for about 4.5 hours). */
export const ERASED_TTL_SECONDS = 8 * 7 * 24 * 3600;
