// Staff session: GET /api/auth/me (null when signed out), POST /api/auth/login, POST /api/auth/logout.
import { meResponseSchema, type LoginInput, type StaffUser } from '@site/contracts/auth';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { HttpError, getQueryFn, postJson } from './http';

export const SESSION_KEY = ['/api', 'auth', 'me'] as const;

// A browser that never signed in has no session to ask about: skipping the question spares a 401
// in the console of every visitor who opens the page (the cookie itself is httpOnly, unreadable here).
const SIGNED_IN_HINT = 'site.staff-signed-in';
function hint(value?: boolean): boolean {
  try {
    if (value === true) localStorage.setItem(SIGNED_IN_HINT, '1');
    else if (value === false) localStorage.removeItem(SIGNED_IN_HINT);
    return localStorage.getItem(SIGNED_IN_HINT) === '1';
  } catch {
    return true; // storage unavailable: ask the server
  }
}

export const sessionQuery = queryOptions({
  queryKey: SESSION_KEY,
  queryFn: async (ctx): Promise<StaffUser | null> => {
    if (!hint()) return null;
    const body = await getQueryFn<unknown>({ on401: 'returnNull' })(ctx as never);
    if (body === null) {
      hint(false);
      return null;
    }
    return meResponseSchema.parse(body).user;
  },
});

export function useSession() {
  return useQuery(sessionQuery);
}

export function useLogin() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: LoginInput) => {
      try {
        await postJson('/api/auth/login', input);
        hint(true);
      } catch (err) {
        if (err instanceof HttpError && err.status === 401) throw new Error('Invalid username or password.');
        if (err instanceof HttpError && err.status === 429) throw new Error('Too many sign-in attempts. Please wait and try again.');
        throw new Error('Sign-in failed. Please try again.');
      }
    },
    onSuccess: () => client.invalidateQueries({ queryKey: SESSION_KEY }),
  });
}

export function useLogout() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => postJson('/api/auth/logout'),
    onSettled: () => {
      hint(false);
      client.removeQueries({ predicate: (q) => q.queryKey[0] === '/api' && q.queryKey[1] !== 'auth' });
      client.setQueryData(SESSION_KEY, null);
    },
  });
}
