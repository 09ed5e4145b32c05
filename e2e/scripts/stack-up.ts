// Starts the whole stack for manual checks; prints its URL and staff login; Ctrl-C (SIGTERM) stops it.
import { startStack } from '@site/dev-stack/stack';
const stack = await startStack({
  sink: (name: string, line: string) => {
    if (/error|warn/i.test(line)) console.log(`[${name}] ${line}`);
  },
});
console.log(JSON.stringify({ url: stack.url, username: stack.adminUsername, password: stack.adminPassword }));
const stop = async () => {
  await stack.stop();
  process.exit(0);
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
setInterval(() => {}, 1 << 30);
