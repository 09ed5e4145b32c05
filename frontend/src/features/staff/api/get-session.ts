// GET /api/auth/me: who is signed in, null when nobody is. Asked once per visit by the /admin route's
// beforeLoad (the router context carries the answer); signing in or out and a 401 anywhere change it.
// The server decides: a staff page reaches the app only when the gateway served it (it redirects a
// browser without a session to the sign-in form), so the question is always asked here, whatever this
// browser's hint says (lib/signed-in-hint.ts); the answer keeps the hint in step for the sign-in page.
import type { StaffUser } from '@site/contracts/auth';
import { queryOptions } from '@tanstack/react-query';
import { isApiError } from '../../../lib/api-error';
import { signedInHint } from '../lib/signed-in-hint';

export const sessionQuery = queryOptions({
  queryKey: ['session'] as const,
  queryFn: async ({ signal }): Promise<StaffUser | null> => {
    const [{ apiRequest }, { meResponseSchema }] = await Promise.all([import('../../../lib/api-client'), import('@site/contracts/auth')]);
    try {
      const { user } = await apiRequest('/api/auth/me', meResponseSchema, { signal });
      signedInHint(true);
      return user;
    } catch (err) {
      if (!isApiError(err, 401)) throw err;
      signedInHint(false);
      return null;
    }
  },
});
