// GET /api/auth/me: who is signed in, null when nobody is. Asked once per visit by the /admin route's
// beforeLoad (the router context carries the answer); signing in or out and a 401 anywhere change it.
import type { StaffUser } from '@site/contracts/auth';
import { queryOptions } from '@tanstack/react-query';
import { isApiError } from '../../../lib/api-error';

// A browser that never signed in has no session to ask about: skipping the question spares a 401
// in the console of every visitor who opens a staff page (the cookie itself is httpOnly, unreadable
// here), and the sign-in form then shows without loading the API client and zod at all.
const SIGNED_IN_HINT = 'site.staff-signed-in';

/** Reads the hint; `value` sets (true) or clears (false) it first. */
export function signedInHint(value?: boolean): boolean {
  try {
    if (value === true) localStorage.setItem(SIGNED_IN_HINT, '1');
    else if (value === false) localStorage.removeItem(SIGNED_IN_HINT);
    return localStorage.getItem(SIGNED_IN_HINT) === '1';
  } catch {
    return true; // storage unavailable: ask the server
  }
}

export const sessionQuery = queryOptions({
  queryKey: ['session'] as const,
  queryFn: async ({ signal }): Promise<StaffUser | null> => {
    if (!signedInHint()) return null;
    const [{ apiRequest }, { meResponseSchema }] = await Promise.all([import('../../../lib/api-client'), import('@site/contracts/auth')]);
    try {
      return (await apiRequest('/api/auth/me', meResponseSchema, { signal })).user;
    } catch (err) {
      if (!isApiError(err, 401)) throw err;
      signedInHint(false);
      return null;
    }
  },
});
