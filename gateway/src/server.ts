// The gateway's entry point: builds the app (app.ts), listens, and hands the process's signals and
// uncaught errors to the graceful shutdown (shutdown.ts).
import { privateLogOptions } from '@site/observability/log-privacy';
import { pino } from 'pino';
import { buildGateway } from './app';
import { type GatewayConfig, loadGatewayConfig } from './config';
import { closeOnSignalsAndErrors } from './shutdown';

export async function startGateway(
  config: GatewayConfig,
  log = pino({ level: config.logLevel, base: { service: 'gateway' }, ...privateLogOptions }),
) {
  const app = await buildGateway(config, log);
  await app.listen({ host: config.host, port: config.port });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  return { app, port, url: `http://${config.host}:${port}`, log, stop: () => app.close() };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const config = loadGatewayConfig();
  const gateway = await startGateway(config);
  closeOnSignalsAndErrors(gateway.app, gateway.log, config.shutdownGraceMs);
}
