// GET /api/auth/me: who is signed in, null when nobody is. Asked once per visit by the /admin route's
// beforeLoad (the router context carries the answer); signing in or out and a 401 anywhere change it.
import type { StaffUser } from '@site/contracts/auth';
import { queryOptions } from '@tanstack/react-query';
import { isApiError } from '../../../lib/api-error';
import { signedInHint } from '../lib/signed-in-hint';

// Without the hint (see lib/signed-in-hint.ts) nobody is signed in here, and the server is not asked.
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
