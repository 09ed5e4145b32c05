// Notes on a record's chatter: posted as internal notes (subtype "Note", plain text that Odoo escapes),
// and the newest one that carries a marker read back, so a retry never posts the same note twice.
import { type OdooCalls } from './odoo-calls';

export class Chatter {
  constructor(private readonly client: OdooCalls) {}

  /** Posts an internal note; returns the mail.message id (Odoo 19 answers a list of one). */
  async postNote(model: string, id: number, text: string): Promise<number> {
    const answer = await this.client.call<number | number[]>(model, 'message_post', {
      ids: [id],
      body: text,
      message_type: 'comment',
      subtype_xmlid: 'mail.mt_note',
    });
    return Array.isArray(answer) ? (answer[0] as number) : answer;
  }

  /** The text of the newest chatter comment on a record whose body contains `marker`, or null. */
  async lastNote(model: string, id: number, marker: string): Promise<string | null> {
    const [message] = await this.client.searchRead<{ id: number; body: string | false }>(
      'mail.message',
      [
        ['model', '=', model],
        ['res_id', '=', id],
        ['message_type', '=', 'comment'],
        ['body', 'ilike', marker],
      ],
      ['body'],
      { order: 'id desc', limit: 1 },
    );
    return message ? htmlText(message.body || '') : null;
  }

  /**
   * Deletes every message of a record's chatter (notes, and the tracking messages that keep old field
   * values): an erase that keeps the record must not keep its history. Odoo lets a user who may write a
   * document delete its messages; their tracking values go with them. Notices to one user
   * (`user_notification`, e.g. "you have been assigned an activity", which names the meeting and the
   * lead, never the person's contact details) are theirs: Odoo 19 lets nobody else delete them. Returns
   * how many went.
   */
  async purge(model: string, id: number): Promise<number> {
    const ids = await this.client.call<number[]>('mail.message', 'search', {
      domain: [
        ['model', '=', model],
        ['res_id', '=', id],
        ['message_type', '!=', 'user_notification'],
      ],
    });
    if (ids.length > 0) await this.client.unlink('mail.message', ids);
    return ids.length;
  }
}

/** The text of a message body: tags dropped, the entities Odoo's escaping makes decoded, spaces collapsed. */
export function htmlText(html: string): string {
  return html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(lt|gt|quot|#39|nbsp|amp);/g, (_, e: string) => ({ lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ', amp: '&' })[e]!)
    .replace(/\s+/g, ' ')
    .trim();
}
