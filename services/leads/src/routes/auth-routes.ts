import { type FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema, okResponseSchema } from '@site/contracts/api';
import { SESSION_PEEK_HEADER } from '@site/contracts/api';
import { loginSchema, meResponseSchema } from '@site/contracts/auth';
import { type StaffAuth } from '../auth/staff-auth';
import { AppError } from '../errors';
import { type AuditLog } from '../privacy/audit';

export type AuthRouteDeps = { auth: StaffAuth; cookieSecure: boolean; audit: AuditLog };

export const authRoutes: FastifyPluginAsyncZod<AuthRouteDeps> = async (app, { auth, cookieSecure, audit }) => {
  // Path=/ and no Domain: what the __Host- prefix of a Secure cookie demands.
  const cookieOptions = { path: '/', httpOnly: true, sameSite: 'lax' as const, secure: cookieSecure };

  app.post(
    '/auth/login',
    {
      schema: {
        summary: 'Staff log-in',
        tags: ['staff'],
        body: loginSchema,
        response: { 200: meResponseSchema, 400: errorResponseSchema, 401: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const session = await auth.login(request.body.username, request.body.password);
      if (!session) {
        // The typed username is not logged: people type their password into it by mistake.
        request.log.warn('staff log-in refused');
        await audit.record('unknown', 'login-failed', { from: request });
        throw new AppError('unauthorized', 'Invalid username or password');
      }
      request.log.info({ userId: session.user.id }, 'staff logged in');
      await audit.record(session.user.username, 'login', { from: request });
      reply.setCookie(auth.cookieName, session.token, { ...cookieOptions, expires: session.expiresAt });
      return { success: true as const, user: session.user };
    },
  );

  app.post(
    '/auth/logout',
    { schema: { summary: 'Staff log-out', tags: ['staff'], response: { 200: okResponseSchema } } },
    async (request, reply) => {
      const token = auth.tokenOf(request.cookies);
      const user = await auth.userFor(token, { peek: true });
      await auth.logout(token);
      if (user) await audit.record(user.username, 'logout', { from: request });
      reply.clearCookie(auth.cookieName, cookieOptions);
      return { success: true as const };
    },
  );

  app.get(
    '/auth/me',
    { schema: { summary: 'The logged-in staff user', tags: ['staff'], response: { 200: meResponseSchema, 401: errorResponseSchema } } },
    async (request) => {
      const user = await auth.userFor(auth.tokenOf(request.cookies), { peek: request.headers[SESSION_PEEK_HEADER] === '1' });
      if (!user) throw new AppError('unauthorized', 'Log in to continue');
      return { success: true as const, user };
    },
  );
};
