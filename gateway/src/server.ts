import { privateLogOptions } from '@site/contracts/log-privacy';
import { pino } from 'pino';
import { buildGateway } from './app';
import { type GatewayConfig, loadGatewayConfig } from './config';

export async function startGateway(config: GatewayConfig, log = pino({ level: config.logLevel, base: { service: 'gateway' }, ...privateLogOptions })) {
  const app = await buildGateway(config, log);
  await app.listen({ host: config.host, port: config.port });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  return { app, port, url: `http://${config.host}:${port}`, stop: () => app.close() };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const gateway = await startGateway(loadGatewayConfig());
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => void gateway.stop().then(() => process.exit(0)));
  }
}
