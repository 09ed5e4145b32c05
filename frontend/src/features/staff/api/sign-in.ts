// POST /api/auth/login: the answer names the user, which becomes the session the staff app's router
// context carries (StaffKit.signedIn). The API client and the contracts (zod) load at the first submit,
// not with the sign-in form.
import type { LoginInput, StaffUser } from '@site/contracts/auth';
import { isApiError } from '../../../lib/api-error';

/** What the sign-in form says for each refusal. */
function signInMessage(err: unknown): string {
  if (isApiError(err, 401)) return 'Invalid username or password.';
  if (isApiError(err, 429)) return 'Too many sign-in attempts. Please wait and try again.';
  return 'Sign-in failed. Please try again.';
}

/** Signs in; a refusal rejects with an Error whose message the form shows. */
export async function signIn(input: LoginInput): Promise<StaffUser> {
  try {
    const [{ apiRequest }, { meResponseSchema }] = await Promise.all([import('../../../lib/api-client'), import('@site/contracts/auth')]);
    return (await apiRequest('/api/auth/login', meResponseSchema, { method: 'POST', body: input })).user;
  } catch (err) {
    throw new Error(signInMessage(err), { cause: err });
  }
}
