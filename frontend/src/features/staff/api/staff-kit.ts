// What the router needs of the staff app before any staff page renders, loaded with the first staff
// page of a visit (router.tsx): the one query client and the session question. A 401 on any staff
// request means the session ended (expired, signed out elsewhere): the session is asked for again and
// the router re-checks the page, which brings the sign-in form back.
import type { StaffUser } from '@site/contracts/auth';
import { MutationCache, QueryCache, type QueryClient } from '@tanstack/react-query';
import { isApiError } from '../../../lib/api-error';
import { signedInHint } from '../lib/signed-in-hint';
import { sessionQuery } from './get-session';
import { createStaffQueryClient } from './query-client';

export interface StaffKit {
  queryClient: QueryClient;
  sessionQuery: typeof sessionQuery;
  /** Whether someone is known to be signed in (without asking the server). */
  isSignedIn(): boolean;
  /** Records the session the sign-in form opened, so the staff pages do not ask for it again. */
  signedIn(user: StaffUser): void;
}

export function createStaffKit({ onSessionEnded }: { onSessionEnded: () => void }): StaffKit {
  const onError = (err: unknown) => {
    if (!isApiError(err, 401)) return;
    queryClient.removeQueries({ queryKey: sessionQuery.queryKey });
    onSessionEnded();
  };
  const queryClient = createStaffQueryClient({ queryCache: new QueryCache({ onError }), mutationCache: new MutationCache({ onError }) });
  return {
    queryClient,
    sessionQuery,
    isSignedIn: () => !!queryClient.getQueryData(sessionQuery.queryKey),
    signedIn: (user) => {
      signedInHint(true);
      queryClient.setQueryData(sessionQuery.queryKey, user);
    },
  };
}
