// CLI for the Odoo simulator: configuration from the environment, one "listening" line on stdout when
// ready, clean exit on SIGINT/SIGTERM. Used by the local runner and for manual poking.
import { startOdooSim } from './odoo-sim';
import { ODOO_SERIES, type OdooSeries } from './sim-series';

const env = process.env;
const port = Number(env.ODOO_SIM_PORT ?? '0');
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`odoo-sim: ODOO_SIM_PORT must be a port number (0 = any free port), got ${env.ODOO_SIM_PORT}`);
  process.exit(2);
}

const series = Number(env.ODOO_SIM_VERSION ?? '17');
if (!ODOO_SERIES.includes(series as OdooSeries)) {
  console.error(`odoo-sim: ODOO_SIM_VERSION must be one of ${ODOO_SERIES.join(', ')}, got ${env.ODOO_SIM_VERSION}`);
  process.exit(2);
}

// Comma-separated xml ids, e.g. "sales_team.group_sale_salesman_all_leads,base.group_partner_manager".
const botGroups = env.ODOO_SIM_BOT_GROUPS?.split(',')
  .map((group) => group.trim())
  .filter(Boolean);

let sim: Awaited<ReturnType<typeof startOdooSim>>;
try {
  sim = await startOdooSim({
    host: env.ODOO_SIM_HOST || '127.0.0.1',
    port,
    db: env.ODOO_SIM_DB || 'odoo',
    login: env.ODOO_SIM_LOGIN || 'bot@example.com',
    apiKey: env.ODOO_SIM_API_KEY || undefined,
    dataFile: env.ODOO_SIM_DATA_FILE || undefined,
    botGroups: botGroups && botGroups.length > 0 ? botGroups : undefined,
    series: series as OdooSeries,
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
