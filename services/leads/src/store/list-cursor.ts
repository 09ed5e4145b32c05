// The lists' opaque cursor: the (createdAt, id) of the last record shown, base64url-encoded JSON.
// Keyset paging: the next page starts strictly after it, so inserts at the top never shift a page.
import { type ListPosition } from './lead-store';

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,9})?Z$/;

export function encodeCursor(at: ListPosition): string {
  return Buffer.from(JSON.stringify([at.createdAt, at.id])).toString('base64url');
}

/** The position a cursor names, or null when it is not one this service wrote. */
export function decodeCursor(cursor: string): ListPosition | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (!Array.isArray(value) || value.length !== 2) return null;
    const [createdAt, id] = value as unknown[];
    if (typeof createdAt !== 'string' || !ISO.test(createdAt) || typeof id !== 'string' || id.length === 0 || id.length > 64) return null;
    return { createdAt, id };
  } catch {
    return null;
  }
}
