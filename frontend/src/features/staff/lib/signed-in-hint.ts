// Whether this browser signed in to the staff app and has not signed out since: a hint in localStorage
// (the session cookie itself is httpOnly, unreadable here), set by signing in and by the server's answer
// to the session question, cleared by signing out and a 401. It decides nothing about a staff page (the
// server does, api/get-session.ts); it only spares the sign-in form the staff app's code when this
// browser has no session to go on with (routes/admin_.sign-in.tsx). Imports nothing.
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
