// The gateway's staff guard: a request for staff data goes on only with a live session, checked
// with the leads service (the owner of sessions) on every request, so a log-out takes effect at once.
// It is attached to the routes it protects (see the route plugins under api/ and queue-board.ts), never
// matched against a path string. The `staffSession` plugin puts the look-up on the instance and declares
// `request.staffUser` (null until the guard lets a request through).
import { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { unavailable } from './envelope';
import { INTERNAL_TOKEN_HEADER, SESSION_PEEK_HEADER } from '@site/contracts/api';
import { type StaffUser } from '@site/contracts/auth';
import { jsonWhen } from './upstream-answer';

export type StaffLookup = (request: FastifyRequest, opts?: { peek?: boolean }) => Promise<StaffUser | null>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Who a request's session belongs to (see `createStaffLookup`). */
    staffLookup: StaffLookup;
  }
  interface FastifyRequest {
    /** The staff user of a request that passed `requireStaff`; null on every other request. */
    staffUser: StaffUser | null;
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
    if (res.status === 401) {
      await res.body?.cancel();
      return null;
    }
    // Anything else (a leads service closing answers 503) says nothing about the session: not a log-out.
    const body = await jsonWhen<{ user?: StaffUser }>(res, (status) => status === 200);
    if (!body) throw new Error(`the leads service answered ${res.status}`);
    return body.user ?? null;
  };
}

/**
 * The staff session on the instance and on each request: `app.staffLookup` and `request.staffUser`.
 * Not encapsulated, so every route plugin registered after it sees both.
 */
export const staffSession = fp(
  async (app: FastifyInstance, opts: { leadsUrl: string; internalToken: string }) => {
    app.decorate('staffLookup', createStaffLookup(opts.leadsUrl, opts.internalToken));
    app.decorateRequest('staffUser', null);
  },
  { name: 'staff-session' },
);

/** The staff user of a guarded route's request; throws on a route without the guard (a wiring mistake). */
export function staffUserOf(request: FastifyRequest): StaffUser {
  if (!request.staffUser) throw new Error('staffUserOf called on a route without the staff guard');
  return request.staffUser;
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
    let user: StaffUser | null;
    try {
      user = await lookup(request);
    } catch (err) {
      // The session cannot be checked (the leads service restarting, or down): the client may try again,
      // and a dashboard must not take it for a log-out and show the sign-in form.
      request.log.warn({ err: (err as Error).message }, 'staff guard could not reach the leads service');
      return reply.status(503).send(unavailable());
    }
    if (!user) return onDenied(reply);
    request.staffUser = user;
    request.log = request.log.child({ staffUserId: user.id });
    return undefined;
  };
}
