// A second leads service on a stack's Redis and data directory (its store), as another instance of a
// scaled-out deployment runs: its own process and port, nothing shared with the first but Redis and the store.
import { inheritedEnv } from '@site/dev-stack/child-service';
import { freePort } from '@site/dev-stack/free-port';
import { type Stack } from '@site/dev-stack/stack';
import { leadsService } from '@site/dev-stack/stack-services';

export async function anotherLeads(
  stack: Stack,
  env: NodeJS.ProcessEnv = {},
  sink: (name: string, line: string) => void = () => undefined,
) {
  const port = await freePort();
  const service = leadsService(
    {
      base: {
        ...inheritedEnv(),
        NODE_ENV: 'production',
        LOG_LEVEL: 'warn',
        DATA_DIR: stack.dataDir,
        REDIS_URL: stack.redisUrl,
        INTERNAL_TOKEN: stack.internalToken,
        ...env,
      },
      dataDir: stack.dataDir,
      sink,
      compiledDir: process.env.STACK_COMPILED_DIR,
    },
    { port, internalToken: stack.internalToken, admin: undefined },
  );
  await service.start();
  return { url: `http://127.0.0.1:${port}`, service };
}
