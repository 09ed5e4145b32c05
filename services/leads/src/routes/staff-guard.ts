// The session check every staff-only plugin registers as its first hook: 401 without a live session,
// `Cache-Control: no-store` on every answer, and the user kept for the handlers (the audit log names them).
import { type FastifyReply, type FastifyRequest } from 'fastify';
import { type StaffUser } from '@site/contracts/auth';
import { type StaffAuth } from '../auth/staff-auth';
import { AppError } from '../errors';

const users = new WeakMap<FastifyRequest, StaffUser>();

export function staffGuard(auth: StaffAuth) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const user = await auth.userFor(auth.tokenOf(request.cookies));
    if (!user) throw new AppError('unauthorized', 'Log in to continue');
    users.set(request, user);
    request.log = request.log.child({ staffUserId: user.id });
    reply.header('cache-control', 'no-store');
  };
}

/** The staff user the guard let in (only inside a guarded plugin). */
export function staffUserOf(request: FastifyRequest): StaffUser {
  const user = users.get(request);
  if (!user) throw new Error('staffUserOf called outside a guarded plugin');
  return user;
}
