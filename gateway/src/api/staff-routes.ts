// Everything under /api that is not a public route (public-routes.ts): staff only, whatever the
// method, and only from our own pages; passed on to the leads service as it is.
import { type FastifyInstance } from 'fastify';
import { type GatewayConfig } from '../config';
import { sameSiteOnly } from '../origin-guards';
import { requireStaff } from '../staff-guard';
import { forwardToLeads } from './upstream';

export async function staffRoutes(staff: FastifyInstance, { config }: { config: GatewayConfig }) {
  staff.addHook('onRequest', sameSiteOnly);
  staff.addHook('onRequest', requireStaff(staff.staffLookup));
  staff.all('/api/*', forwardToLeads(config));
}
