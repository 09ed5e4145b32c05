// What Odoo's `load` answers: `{ids: [..] | false, messages: [...], nextrow}`, never a fault for a bad row.
import { withoutAddresses } from '@site/contracts/without-addresses';
import { CONCURRENCY_TEXT, NO_SENDER, noSender, OdooError } from './odoo-errors';

export interface LoadMessage {
  type?: string;
  message?: string;
  /** The row (0-based) the message is about. */
  record?: number;
}

export interface LoadResult {
  ids: number[] | false;
  messages?: LoadMessage[];
}

/** A row that failed because another transaction wrote the same record: Odoo reports it, and retries nothing. */
export const isBusyRow = (message: LoadMessage) => message.type === 'error' && CONCURRENCY_TEXT.test(message.message ?? '');

/**
 * A row refused for the bot's rights: `load` reports an access error as a row message, not a fault. (The
 * client asks in English: every call carries `lang: en_US`.)
 */
export const isAccessRow = (message: LoadMessage) => message.type === 'error' && /^You are not allowed to /.test(message.message ?? '');

/**
 * Odoo refused the rows for good (a constraint, a bad value): the reasons joined. A refusal for the bot's
 * rights is Odoo's configuration, not the record's (an access error, as a fault 4 would be).
 */
export function loadRejected(model: string, messages: LoadMessage[]): OdooError {
  // Odoo's text may quote a value of the row: kept without e-mail addresses, as every Odoo text.
  const why = withoutAddresses(
    messages
      .map((m) => m.message)
      .filter(Boolean)
      .join('; ') || 'no reason given',
  );
  if (messages.some(isAccessRow)) return new OdooError({ kind: 'permanent', code: 'access_error', call: `${model}.load`, reason: why });
  if (NO_SENDER.test(why)) return noSender(why, { call: `${model}.load` });
  return new OdooError({ kind: 'permanent', code: 'import_rejected', call: `${model}.load`, reason: `Odoo refused the ${model}: ${why}` });
}
