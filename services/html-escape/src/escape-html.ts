// Text as HTML shows it: the five characters that could start markup or end an attribute value become
// entities. One implementation for every piece of HTML our servers write (the booking e-mails, the
// descriptions and notes the worker writes to Odoo, the Odoo simulator's chatter).
const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** `text` safe inside an element or a quoted attribute value. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ENTITIES[c]!);
}
