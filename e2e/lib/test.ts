// The suite's `test`: Playwright's, with the shared stack and browser set up once per worker (the
// signed-in staff page some tests share is closed with it), and every browser context on the test
// clock when TEST_NOW is set.
import { test as base } from '@playwright/test';
import { closeStaff } from './dashboard';
import { installTestClock } from './page-helpers';
import { openSuite } from './suite-context';

export { expect } from '@playwright/test';

// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- no test-scoped fixtures of its own
export const test = base.extend<{}, { suite: void }>({
  suite: [
    async ({ browser }, use) => {
      openSuite(browser);
      await use();
      await closeStaff();
    },
    { scope: 'worker', auto: true },
  ],
  // The `page` fixture's context, put on the test clock too.
  context: async ({ context }, use) => {
    await installTestClock(context);
    await use(context);
  },
});
