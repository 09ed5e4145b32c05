// What Odoo's `load` answers: `{ids: [..] | false, messages: [...], nextrow}`, never a fault for a bad row.
import { CONCURRENCY_TEXT, OdooError } from './odoo-errors';

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

/** Odoo refused the rows for good (a constraint, a bad value): the reasons joined. */
export function loadRejected(model: string, messages: Array<{ message?: string }>): OdooError {
  const why = messages.map((m) => m.message).filter(Boolean).join('; ') || 'no reason given';
  return new OdooError({ kind: 'permanent', code: 'import_rejected', call: `${model}.load`, reason: `Odoo refused the ${model}: ${why}` });
}
