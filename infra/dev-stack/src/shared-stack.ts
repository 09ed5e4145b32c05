// One stack for the test files that need only default settings and no store of their own (vitest
// `globalSetup` of the node project): started once per run instead of once per file. A test that kills
// Redis, changes a timeout or a limit, reads the logs or counts every record keeps a stack of its own.
// Test files read it with `sharedStack()`. Several may use it at once (the run has three workers): each
// names its own records and looks only at those, never at counts of the whole store.
import { inject } from 'vitest';
import { type TestProject } from 'vitest/node';
import { startStack, type Stack } from './stack';

export type SharedStack = Pick<Stack, 'url' | 'leadsUrl' | 'redisUrl' | 'internalToken' | 'adminUsername' | 'adminPassword' | 'dataDir'>;

declare module 'vitest' {
  export interface ProvidedContext {
    sharedStack: SharedStack;
  }
}

export default async function setup(project: TestProject) {
  const stack = await startStack({
    odoo: false,
    // Several files submit and log in from 127.0.0.1 in one run: limits that only their own tests meet.
    env: { RATE_LIMIT_PUBLIC_PER_MINUTE: '1000000', RATE_LIMIT_LOGIN_PER_15_MIN: '10000', LOG_LEVEL: 'warn' },
  });
  const { url, leadsUrl, redisUrl, internalToken, adminUsername, adminPassword, dataDir } = stack;
  project.provide('sharedStack', { url, leadsUrl, redisUrl, internalToken, adminUsername, adminPassword, dataDir });
  return () => stack.stop();
}

/** The run's shared stack (inside a test file of the node project). */
export const sharedStack = (): SharedStack => inject('sharedStack');
