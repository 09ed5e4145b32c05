// Where the staff sign-in form lives and where it may send a browser once it is signed in: the
// `redirect` search parameter, checked the same way by the gateway (which redirects there itself when
// the browser already has a session) and by the staff app (which navigates there after signing in).
// Imports nothing: the sign-in form's prerendered bundle carries it.

/** The staff sign-in form. */
export const STAFF_SIGN_IN_PATH = '/admin/sign-in';

/** Where signing in leads when no page was asked for: the lead dashboard. */
export const STAFF_HOME_PATH = '/admin/leads';

/**
 * A page of the staff app under /admin/ (not //host, not the sign-in form itself, not the gateway's
 * queue board) and nothing a Location header cannot carry (control characters, spaces); else undefined
 * (the dashboard).
 */
export function staffReturnPath(value: unknown): string | undefined {
  if (typeof value !== 'string' || /[\s\p{Cc}]/u.test(value)) return undefined;
  return /^\/admin\/(?!sign-in\b|queues\b)[^/\\]/.test(value) ? value : undefined;
}
