// The gateway's staff guard: a request for staff data goes on only with a live session, checked
// with the leads service (the owner of sessions) on every request, so a log-out takes effect at once.
import { type FastifyReply, type FastifyRequest } from 'fastify';
import { INTERNAL_TOKEN_HEADER } from '@site/contracts/api';
import { SESSION_COOKIE, type StaffUser } from '@site/contracts/auth';

export function createStaffGuard(leadsUrl: string, internalToken: string) {
  return async function staffUser(request: FastifyRequest): Promise<StaffUser | null> {
    const cookie = request.headers.cookie;
    if (!cookie || !cookie.includes(`${SESSION_COOKIE}=`)) return null;
    const res = await fetch(`${leadsUrl}/auth/me`, {
      headers: { cookie, [INTERNAL_TOKEN_HEADER]: internalToken, 'x-request-id': String(request.id) },
      signal: AbortSignal.timeout(5000),
    });
    if (res.status !== 200) return null;
    const body = (await res.json()) as { user?: StaffUser };
    return body.user ?? null;
  };
}

export type StaffGuard = ReturnType<typeof createStaffGuard>;

/** Paths whose answers are for staff only. POST /api/consultations is public; GET is staff. */
export function isStaffPath(method: string, path: string): boolean {
  if (path === '/api/contacts' || path.startsWith('/api/contacts/')) return true;
  if ((path === '/api/consultations' || path.startsWith('/api/consultations/')) && method !== 'POST') return true;
  return path === '/api/events' || path.startsWith('/api/admin/') || path === '/admin/queues' || path.startsWith('/admin/queues/');
}

export function unauthorized(reply: FastifyReply) {
  return reply.status(401).send({ success: false, error: 'unauthorized', message: 'Log in to continue' });
}
