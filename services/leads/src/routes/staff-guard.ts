// The session check every staff-only plugin registers as its first hook: 401 without a live session,
// `Cache-Control: no-store` on every answer, and the user kept on the request for the handlers (the
// audit log names them).
import { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { type StaffUser } from '@site/contracts/auth';
import { type StaffAuth } from '../auth/staff-auth';
import { AppError } from '../errors';

declare module 'fastify' {
  interface FastifyRequest {
    /** The staff user the guard let in; null outside a guarded plugin. */
    staffUser: StaffUser | null;
  }
}

/** Declares `request.staffUser` once, on the root app, before any guarded plugin (a null default keeps the request's shape fixed). */
export function decorateStaffUser(app: FastifyInstance) {
  app.decorateRequest('staffUser', null);
}

export function staffGuard(auth: StaffAuth) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const user = await auth.userFor(auth.tokenOf(request.cookies));
    if (!user) throw new AppError('unauthorized', 'Log in to continue');
    request.staffUser = user;
    request.log = request.log.child({ staffUserId: user.id });
    reply.header('cache-control', 'no-store');
  };
}

/** The staff user the guard let in (only inside a guarded plugin). */
export function staffUserOf(request: FastifyRequest): StaffUser {
  const user = request.staffUser;
  if (!user) throw new Error('staffUserOf called outside a guarded plugin');
  return user;
}
