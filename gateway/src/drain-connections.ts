// While the gateway closes, every answer carries `Connection: close`. Fastify closes the connections
// that are idle when the close begins and answers new requests with 503; a keep-alive connection whose
// request was in flight would otherwise stay open after its answer, idle until KEEP_ALIVE_TIMEOUT_MS,
// and hold the server's drain (and the shutdown) that long. With the header the client leaves at once.
import { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export const drainConnections = fp(
  async (app: FastifyInstance) => {
    let closing = false;
    app.addHook('preClose', async () => {
      closing = true;
    });
    app.addHook('onSend', async (_request, reply, payload) => {
      if (closing) reply.header('connection', 'close');
      return payload;
    });
  },
  { name: 'drain-connections' },
);
