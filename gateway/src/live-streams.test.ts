// The open live streams of one gateway and its close (a real Fastify server, no Redis: each stream's
// place is this instance's count). A stream whose place was still being taken when the close began
// ended every stream must not open after it: nothing would end it, and the server could not drain.
import Fastify from 'fastify';
import { expect, it } from 'vitest';
import { liveStreams } from './live-streams';

it('when the gateway starts closing while a stream takes its place, then that stream does not open: it is told to go elsewhere', async () => {
  const app = Fastify();
  app.decorate('sharedRedis', null);
  await app.register(liveStreams);
  const places: string[] = [];
  app.get('/stream', async (_request, reply) => {
    const taking = app.liveStreams.track('staff-1', reply, { max: 4, check: () => undefined, checkMs: 60_000 });
    // The close begins (its preClose hook ends every stream) while the place is being taken.
    app.liveStreams.endAll();
    places.push(await taking);
    return { open: app.liveStreams.total };
  });
  const res = await app.inject({ method: 'GET', url: '/stream' });
  expect(places).toEqual(['closing']);
  expect(res.json()).toEqual({ open: 0 });
  expect(app.liveStreams.count('staff-1')).toBe(0);
  await app.close();
});
