// Whether this browser signed in to the staff app and has not signed out since: a hint in localStorage
// (the session cookie itself is httpOnly, unreadable here). A browser that never signed in has no session
// to ask about, so the session check skips the question (no 401 in the console of every visitor who
// opens a staff page) and the sign-in form leaves the staff app's code unloaded. Imports nothing.
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
