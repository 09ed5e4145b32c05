// `npm run audit -- verify`: checks the audit log's HMAC chain (privacy/audit-chain.ts) in the store the
// leads service uses (DATA_DIR or MONGO_URL), with its key (AUDIT_HMAC_KEY, or DATA_DIR/audit-hmac.key).
// Exit code 0 when the chain holds, 1 when it is broken (each problem is printed), 2 for bad usage. It
// prints the last entry's sequence number and MAC: kept somewhere else, they show later whether entries
// were cut off the end.
import { parseEnv } from '@site/env-config/parse-env';
import { auditCliEnv } from './config';
import { auditSeal } from './privacy/audit';
import { verifyAuditChain } from './privacy/audit-chain';
import { auditKey } from './privacy/audit-key';
import { runCli } from './run-cli';
import { openStore } from './store/open-store';

const USAGE = 'usage: npm run audit -- verify';

async function main(argv: string[]): Promise<number> {
  if (argv.length !== 1 || argv[0] !== 'verify') {
    console.error(USAGE);
    return 2;
  }
  const env = parseEnv(auditCliEnv, process.env, 'audit');
  const store = await openStore({ dataDir: env.DATA_DIR, mongoUrl: env.MONGO_URL });
  try {
    const report = await verifyAuditChain(store.privacy, auditSeal(auditKey(env.AUDIT_HMAC_KEY, env.DATA_DIR)));
    const head = report.head ? `last entry ${report.head.seq}, MAC ${report.head.mac ?? '(none)'}` : 'no entries';
    if (report.ok) {
      console.log(`audit log intact: ${report.entries} entries, every one sealed in order (${head})`);
      return 0;
    }
    console.log(`audit log BROKEN: ${report.entries} entries read (${head})`);
    for (const p of report.problems) console.log(`  - ${p}`);
    return 1;
  } finally {
    await store.close();
  }
}

runCli(main);
