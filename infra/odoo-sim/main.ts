// CLI for the Odoo simulator: configuration from the environment, one "listening" line on stdout when
// ready, clean exit on SIGINT/SIGTERM. Used by the local runner and for manual poking.
import { type z } from 'zod';
import { parseEnv } from '@site/env-config/parse-env';
import { startOdooSim } from './odoo-sim';
import { simEnv } from './sim-env';

let env: z.output<typeof simEnv>;
try {
  env = parseEnv(simEnv, process.env, 'odoo-sim');
} catch (error) {
  // A bad variable: its name and the reason, exit 2 like any configuration mistake.
  console.error(`odoo-sim: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(2);
}

let sim: Awaited<ReturnType<typeof startOdooSim>>;
try {
  sim = await startOdooSim({
    host: env.ODOO_SIM_HOST,
    port: env.ODOO_SIM_PORT,
    db: env.ODOO_SIM_DB,
    login: env.ODOO_SIM_LOGIN,
    apiKey: env.ODOO_SIM_API_KEY,
    dataFile: env.ODOO_SIM_DATA_FILE,
    botGroups: env.ODOO_SIM_BOT_GROUPS?.length ? env.ODOO_SIM_BOT_GROUPS : undefined,
    series: env.ODOO_SIM_VERSION,
  });
} catch (error) {
  // A configuration mistake (an unknown group): one line, exit 2 like a bad port.
  console.error(`odoo-sim: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(2);
}

if (!env.ODOO_SIM_API_KEY) {
  // Without a configured key nobody could call it; say which one was generated (stderr keeps stdout to one line).
  console.error(`odoo-sim: no ODOO_SIM_API_KEY set; generated API key for ${sim.login}: ${sim.apiKey}`);
}
console.log(`odoo-sim listening on ${sim.url}`);

let stopping = false;
const stop = (signal: NodeJS.Signals) => {
  if (stopping) return;
  stopping = true;
  sim.close().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(`odoo-sim: error while stopping on ${signal}:`, error);
      process.exit(1);
    },
  );
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
