// The session check every staff-only plugin puts first: no staff session, no answer; staff answers are
// never cached.
import { type FastifyReply, type FastifyRequest } from 'fastify';
import { type StaffAuth } from '../auth/staff-auth';
import { AppError } from '../errors';

export function staffGuard(auth: StaffAuth) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const user = await auth.userFor(auth.tokenOf(request.cookies));
    if (!user) throw new AppError('unauthorized', 'Log in to continue');
    request.log = request.log.child({ staffUserId: user.id });
    reply.header('cache-control', 'no-store');
  };
}
