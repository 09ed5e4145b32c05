// The staff app's documents (/admin/<page>, prerendered by the site build). The gateway knows the
// session before any JavaScript runs, so it sends a browser to the page it can use: without a session,
// every staff page redirects to the prerendered sign-in form, which returns to the page asked for (its
// path and search, in `redirect`); with one, the sign-in form redirects to that page (or the dashboard).
// When the leads service cannot say, the page is served as it is and the app asks again itself.
import { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { STAFF_HOME_PATH, STAFF_SIGN_IN_PATH, staffReturnPath } from '@site/contracts/staff-return-path';
import { type Site } from './site';

/** Who is signed in: a user, null for nobody, undefined when the leads service could not be asked. */
async function sessionOf(app: FastifyInstance, request: FastifyRequest) {
  try {
    return await app.staffLookup(request);
  } catch (err) {
    request.log.warn({ err: (err as Error).message }, 'staff page: the session could not be checked');
    return undefined;
  }
}

function redirectTo(reply: FastifyReply, location: string) {
  // The answer depends on the cookie: never stored, never indexed (as the staff pages themselves).
  return reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex, nofollow').redirect(location, 302);
}

export async function registerStaffPages(app: FastifyInstance, { site }: { site: Site }) {
  // The queue board's own routes (/admin/queues…) are more specific and keep their guard.
  app.get('/admin/*', async (request, reply) => {
    const { status } = site.resolve(request.url);
    if (status !== 200) return site.send(request, reply);
    const path = request.url.split('?')[0]!.replace(/(.)\/+$/, '$1');
    const user = await sessionOf(app, request);
    if (path === STAFF_SIGN_IN_PATH) {
      const { redirect } = request.query as { redirect?: unknown };
      if (user) return redirectTo(reply, staffReturnPath(redirect) ?? STAFF_HOME_PATH);
    } else if (user === null) {
      return redirectTo(reply, `${STAFF_SIGN_IN_PATH}?redirect=${encodeURIComponent(request.url)}`);
    }
    return site.send(request, reply);
  });
}
