// `npm run staff -- <command>`: manage staff accounts in the store the leads service uses (the same
// DATA_DIR or MONGO_URL). Passwords are read from the terminal without echo, or from the first line
// of standard input when it is not a terminal (compose: `… exec -T leads … staff password ngozi < file`).
//
//   list                         every account: username, disabled, may operate queues
//   add <username> [--operator]  a new account (--operator: may change the queue board)
//   password <username>          a new password; every session of the user ends
//   disable <username>           no log-in; every session ends
//   enable <username>
//   operator <username> on|off   allow or forbid changes on the queue board
//
// Every command is written to the audit log, with the operating-system user who ran it as the actor.
import { userInfo } from 'node:os';
import { createInterface } from 'node:readline';
import { Writable } from 'node:stream';
import { z } from 'zod';
import { parseEnv } from '@site/env-config/parse-env';
import { StaffAuth, WeakPasswordError } from './auth/staff-auth';
import { staffCliEnv } from './config';
import { AuditLog } from './privacy/audit';
import { auditKey } from './privacy/audit-key';
import { runCli } from './run-cli';
import { StoreConflictError } from './store/lead-store';
import { openStore } from './store/open-store';

const USAGE = `usage: npm run staff -- list | add <username> [--operator] | password <username> | disable <username> | enable <username> | operator <username> on|off`;

const usernameSchema = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .regex(/^[\w.@-]+$/, 'letters, digits and _ . @ - only');

async function readPassword(prompt: string): Promise<string> {
  if (!process.stdin.isTTY) {
    const rl = createInterface({ input: process.stdin });
    for await (const line of rl) {
      rl.close();
      return line;
    }
    return '';
  }
  let muted = false;
  const output = new Writable({
    write(chunk, _enc, done) {
      if (!muted) process.stdout.write(chunk);
      done();
    },
  });
  const ask = (q: string) =>
    new Promise<string>((resolve) => {
      const rl = createInterface({ input: process.stdin, output, terminal: true });
      muted = false;
      rl.question(q, (answer) => {
        rl.close();
        process.stdout.write('\n');
        resolve(answer);
      });
      muted = true;
    });
  const first = await ask(prompt);
  const again = await ask('Again: ');
  if (first !== again) throw new Error('The two passwords differ');
  return first;
}

async function main(argv: string[]): Promise<number> {
  const env = parseEnv(staffCliEnv, process.env, 'staff');
  const [command, rawName, ...rest] = argv;
  if (!command) {
    console.error(USAGE);
    return 2;
  }
  const store = await openStore({ dataDir: env.DATA_DIR, mongoUrl: env.MONGO_URL });
  // Session policy values do not matter here: the command never creates sessions.
  const auth = new StaffAuth(store, { ttlMs: 1, idleMs: 1, cookieSecure: false });
  const audit = new AuditLog(store, auditKey(env.AUDIT_HMAC_KEY, env.DATA_DIR));
  const actor = `cli:${userInfo().username}`;
  /** The command as the audit log names it: which one, on which account; never a password. */
  const audited = (detail: string, target?: string) =>
    audit.record(actor, 'staff-cli', { target: target ? `staff:${target}` : 'staff accounts', detail });
  try {
    if (command === 'list') {
      await audited('list');
      const users = await store.listUsers();
      if (users.length === 0) console.log('No staff accounts.');
      for (const u of users)
        console.log(
          `${u.username.padEnd(24)} ${u.disabled ? 'disabled' : 'enabled '} ${u.canOperateQueues ? 'operator' : 'staff   '} since ${u.createdAt.slice(0, 10)}`,
        );
      return 0;
    }
    const name = usernameSchema.safeParse(rawName);
    if (!name.success) {
      console.error(`${USAGE}\nusername: ${name.error.issues[0]?.message ?? 'missing'}`);
      return 2;
    }
    const username = name.data;
    const done = async (ok: boolean, what: string) => {
      await audited(
        `${command}${command === 'operator' ? ` ${rest[0]}` : ''}${command === 'add' && rest.includes('--operator') ? ' --operator' : ''}${ok ? '' : ' (no such account)'}`,
        username,
      );
      console.log(ok ? what : `No staff account named "${username}".`);
      return ok ? 0 : 1;
    };
    switch (command) {
      case 'add': {
        const password = await readPassword(`Password for ${username}: `);
        await auth.addUser(username, password, { canOperateQueues: rest.includes('--operator') });
        return await done(true, `Staff account "${username}" created.`);
      }
      case 'password':
        return await done(
          await auth.setPassword(username, await readPassword(`New password for ${username}: `)),
          `Password of "${username}" changed; every session of it ended.`,
        );
      case 'disable':
        return await done(await store.updateUser(username, { disabled: true }), `"${username}" disabled; every session of it ended.`);
      case 'enable':
        return await done(await store.updateUser(username, { disabled: false }), `"${username}" enabled.`);
      case 'operator': {
        const on = rest[0] === 'on' ? true : rest[0] === 'off' ? false : undefined;
        if (on === undefined) {
          console.error(USAGE);
          return 2;
        }
        return await done(
          await store.updateUser(username, { canOperateQueues: on }),
          `"${username}" ${on ? 'may' : 'may no longer'} operate the queue board.`,
        );
      }
      default:
        console.error(USAGE);
        return 2;
    }
  } catch (err) {
    if (err instanceof WeakPasswordError || err instanceof StoreConflictError) {
      console.error(err.message);
      return 1;
    }
    throw err;
  } finally {
    await store.close();
  }
}

runCli(main);
