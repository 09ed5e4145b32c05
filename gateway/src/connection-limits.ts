// The gateway's HTTP server with the limits that keep a few slow or greedy clients from stalling
// everyone: the whole request (headers and body) within REQUEST_TIMEOUT_MS, headers within
// HEADERS_TIMEOUT_MS, idle keep-alive sockets closed, and a cap on the connections one address holds.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { type GatewayConfig } from './config';

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

export function createLimitedServer(handler: Handler, config: Pick<GatewayConfig, 'timeouts' | 'maxConnectionsPerIp'>): Server {
  const { requestMs, headersMs, keepAliveMs } = config.timeouts;
  const server = createServer(
    {
      requestTimeout: requestMs,
      headersTimeout: headersMs,
      keepAliveTimeout: keepAliveMs,
      // How often Node looks for requests past their timeouts (30 s by default: too coarse).
      connectionsCheckingInterval: Math.min(5_000, Math.max(250, Math.floor(headersMs / 2))),
    },
    handler,
  );
  // A socket with nothing in flight for this long is closed (covers a client that opens and waits).
  server.setTimeout(Math.max(requestMs, keepAliveMs) * 2);

  const cap = config.maxConnectionsPerIp;
  if (cap > 0) {
    const open = new Map<string, number>();
    server.on('connection', (socket) => {
      const address = socket.remoteAddress ?? 'unknown';
      const count = (open.get(address) ?? 0) + 1;
      if (count > cap) {
        socket.destroy();
        return;
      }
      open.set(address, count);
      socket.once('close', () => {
        const left = (open.get(address) ?? 1) - 1;
        if (left > 0) open.set(address, left);
        else open.delete(address);
      });
    });
  }
  return server;
}
