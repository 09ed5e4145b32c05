// POST /api/auth/logout. Whatever the answer, this browser forgets the session and every staff answer
// it holds; the router then sends the page to the sign-in form (the /admin route's beforeLoad).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { apiSend } from '../../../lib/api-client';
import { signedInHint } from '../lib/signed-in-hint';
import { sessionQuery } from './get-session';

export function useSignOut() {
  const client = useQueryClient();
  const router = useRouter();
  return useMutation({
    mutationFn: () => apiSend('/api/auth/logout', { method: 'POST' }),
    onSettled: () => {
      signedInHint(false);
      client.removeQueries();
      client.setQueryData(sessionQuery.queryKey, null);
      return router.invalidate();
    },
  });
}
