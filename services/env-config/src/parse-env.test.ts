import { expect, it } from 'vitest';
import { z } from 'zod';
import { envFlag, parseEnv } from './parse-env';

const schema = z.object({ FLAG: envFlag, NAME: z.string().default('fallback') });
const read = (env: NodeJS.ProcessEnv) => parseEnv(schema, env, 'test');

it('when a yes/no variable is "true" or "1", then it is yes; "false", "0", empty or unset, no', () => {
  for (const yes of ['true', '1']) expect(read({ FLAG: yes }).FLAG).toBe(true);
  for (const no of ['false', '0', '', undefined]) expect(read({ FLAG: no }).FLAG).toBe(false);
});

it('when a variable is empty, then it counts as unset; every bad one is named in one error', () => {
  expect(read({ NAME: '' }).NAME).toBe('fallback');
  expect(() => parseEnv(z.object({ FLAG: envFlag, COUNT: z.coerce.number() }), { FLAG: 'yes', COUNT: 'x' }, 'test')).toThrow(
    /Invalid test configuration:\n {2}FLAG: .*\n {2}COUNT: /,
  );
});
