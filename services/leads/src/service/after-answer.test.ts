import { pino } from 'pino';
import { expect, it } from 'vitest';
import { AfterAnswer } from './after-answer';

const tick = (ms: number) => new Promise((r) => setTimeout(r, ms));

it('when work runs after an answer, then drain waits for it and for the work it starts, and a failure is logged, not thrown', async () => {
  const lines: string[] = [];
  const log = pino({ level: 'error' }, { write: (line: string) => void lines.push(line) });
  const after = new AfterAnswer(log);
  const done: string[] = [];
  after.run({ recordId: 'r1' }, 'first', async () => {
    await tick(20);
    done.push('first');
    after.run({ recordId: 'r2' }, 'second', async () => {
      await tick(20);
      done.push('second');
    });
  });
  after.run({ recordId: 'r3' }, 'failing', async () => {
    throw new Error('Redis is gone');
  });
  await after.drain();
  expect(done).toEqual(['first', 'second']);
  expect(lines.map((l) => JSON.parse(l) as { recordId: string; msg: string })).toMatchObject([{ recordId: 'r3', msg: 'failing failed' }]);
});
