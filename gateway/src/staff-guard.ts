// The gateway's staff guard: a request for staff data goes on only with a live session, checked
// with the leads service (the owner of sessions) on every request, so a log-out takes effect at once.
// It is attached to the routes it protects (see api-routes.ts and queue-board.ts), never matched
// against a path string.
import { type FastifyReply, type FastifyRequest } from 'fastify';
import { INTERNAL_TOKEN_HEADER, SESSION_PEEK_HEADER } from '@site/contracts/api';
import { type StaffUser } from '@site/contracts/auth';

export type StaffLookup = (request: FastifyRequest, opts?: { peek?: boolean }) => Promise<StaffUser | null>;

declare module 'fastify' {
  interface FastifyRequest {
    staffUser?: StaffUser;
  }
}

/**
 * Asks the leads service who the session belongs to. `peek` checks without counting as activity
 * (an open live-event stream must not keep an idle session alive).
 */
export function createStaffLookup(leadsUrl: string, internalToken: string): StaffLookup {
  return async (request, opts = {}) => {
    const cookie = request.headers.cookie;
    if (!cookie) return null;
    const res = await fetch(`${leadsUrl}/auth/me`, {
      headers: {
        cookie,
        [INTERNAL_TOKEN_HEADER]: internalToken,
        'x-request-id': String(request.id),
        ...(opts.peek ? { [SESSION_PEEK_HEADER]: '1' } : {}),
      },
      signal: AbortSignal.timeout(5000),
    });
    if (res.status !== 200) return null;
    const body = (await res.json()) as { user?: StaffUser };
    return body.user ?? null;
  };
}

export function unauthorized(reply: FastifyReply) {
  return reply.status(401).send({ success: false, error: 'unauthorized', message: 'Log in to continue' });
}

/**
 * An onRequest hook for staff routes: without a session, `onDenied` answers (401 JSON by default);
 * with one, the user is on `request.staffUser` and in every log line of the request.
 */
export function requireStaff(lookup: StaffLookup, onDenied: (reply: FastifyReply) => FastifyReply = unauthorized) {
  /** Resolves to the reply when it answered (denied), so a hook can `return` it and stop the chain. */
  return async function staffOnly(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> {
    const user = await lookup(request).catch((err: Error) => {
      request.log.error({ err: err.message }, 'staff guard could not reach the leads service');
      return null;
    });
    if (!user) return onDenied(reply);
    request.staffUser = user;
    request.log = request.log.child({ staffUserId: user.id });
    return undefined;
  };
}
