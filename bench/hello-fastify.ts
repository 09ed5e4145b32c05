// The baseline: a bare Fastify hello-world in its own process, as the gateway and leads run.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/hello', async () => ({ ok: true }));
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT ?? 0) });
const { port } = app.server.address() as { port: number };
console.log(`hello listening on ${port}`);
process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
