// What the simulator's command reads from its environment; docs/configuration.md is generated from it.
import { z } from 'zod';
import { ODOO_SERIES } from './sim-series';

export const simEnv = z.object({
  ODOO_SIM_VERSION: z.coerce
    .number()
    .pipe(z.literal(ODOO_SERIES, { error: `ODOO_SIM_VERSION must be one of ${ODOO_SERIES.join(', ')}` }))
    .default(17)
    .describe(
      "the Odoo series it behaves as where they differ (JSON-2 from 19, `group_ids`, `has_group`'s form, the fresh Sales team's leader)",
    ),
  ODOO_SIM_HOST: z.string().default('127.0.0.1').describe('the address the simulator listens on'),
  ODOO_SIM_PORT: z.coerce
    .number({ error: 'ODOO_SIM_PORT must be a port number (0 = any free port)' })
    .int()
    .min(0)
    .max(65535)
    .default(0)
    .describe('its port (`0`: any free port; the ready line names it)'),
  ODOO_SIM_DB: z.string().default('odoo').describe('the database name it accepts'),
  ODOO_SIM_LOGIN: z.string().default('bot@example.com').describe("the bot user's login"),
  ODOO_SIM_API_KEY: z.string().optional().describe("the bot user's API key; unset, one is generated and printed on stderr"),
  ODOO_SIM_DATA_FILE: z.string().optional().describe('keep its records in this JSON file across restarts; unset, in memory'),
  ODOO_SIM_BOT_GROUPS: z
    .string()
    .optional()
    .transform((v) =>
      v
        ?.split(',')
        .map((group) => group.trim())
        .filter(Boolean),
    )
    .describe(
      "the bot's groups as comma-separated xml ids (`sales_team.group_sale_salesman_all_leads,base.group_partner_manager`); unset, Sales / Administrator",
    ),
});
