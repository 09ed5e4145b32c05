// The visitor as an Odoo contact (res.partner), for a booking's meeting: the partner whose normalised
// e-mail matches, else a new one. A partner we make carries our external id and, in `ref`, the same
// name, so an erase can tell the contacts the product made from those staff made (a Sales user cannot
// read external ids in bulk; it can read `ref`).
import { type OdooCalls } from './odoo-calls';
import { type ExternalIds } from './external-ids';
import { OdooError } from './odoo-errors';

export class Partners {
  constructor(
    private readonly client: OdooCalls,
    private readonly externalIds: ExternalIds,
  ) {}

  /** Finds the partner by e-mail or creates it under `externalId` (in __import__); never overwrites a found one. */
  async findOrCreate(email: string, name: string, phone: string | null | undefined, externalId: string): Promise<number> {
    const normalized = normalizeEmail(email);
    if (!normalized) {
      throw new OdooError({ kind: 'permanent', code: 'bad_request', reason: `not an e-mail address: ${JSON.stringify(email)}` });
    }
    const [found] = await this.client.call<number[]>('res.partner', 'search', {
      domain: [['email_normalized', '=', normalized]],
      limit: 1,
      order: 'id',
    });
    if (found !== undefined) return found;
    return this.externalIds.create('res.partner', externalId, { name, email, phone: phone || false, ref: externalId });
  }
}

/** `tools.email_normalize`: the address part, lower-cased ("Jane <Jane@X.com>" → "jane@x.com"). */
export function normalizeEmail(text: string): string | null {
  const match = /[^\s<>@,;"']+@[^\s<>@,;"']+/.exec(text);
  return match ? match[0].toLowerCase() : null;
}
