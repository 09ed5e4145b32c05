// Writes docs/configuration.md from the zod schemas every process reads its environment through (each
// variable's meaning is its `.describe()`), and the frontend build's variables from the ImportMetaEnv
// declaration. `npm run docs:config` rewrites the file; scripts/configuration-doc.test.ts fails when
// the committed file differs, so the document cannot drift from the code.
//   node --import tsx scripts/configuration-doc.ts [--check]
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { type z } from 'zod';
import { runEnv } from '@site/dev-stack/run-env';
import { SET_BY_STACK } from '@site/dev-stack/service-env';
import { gatewayEnv } from '@site/gateway/config';
import { leadsEnv, retentionCliEnv, staffCliEnv } from '@site/leads/config';
import { mailCatcherEnv } from '@site/mail-catcher/catcher-env';
import { simEnv } from '@site/odoo-sim/sim-env';
import { workerEnv } from '@site/odoo-sync/config';
import { opsEnv } from '@site/ops/leads-db';
import { healthcheckEnv } from '../infra/docker/healthcheck';

export const REPO_ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
export const DOC_FILE = 'docs/configuration.md';
const FRONTEND_ENV_FILE = 'frontend/src/vite-env.d.ts';

export type Row = { name: string; fallback: string; meaning: string };
export type Section = {
  title: string;
  /** What reads it, said once under the title. */
  about: string;
  /** The files that read the environment through this schema (the test checks none is missing). */
  files: string[];
  schema?: z.ZodObject;
  /** The services `make run` starts: the variables it sets itself are marked. */
  startedByMakeRun?: boolean;
};

export const SECTIONS: Section[] = [
  {
    title: '`make run`',
    about: 'The runner reads these itself, then hands every variable a service below reads to that service.',
    files: ['infra/dev-stack/src/run.ts'],
    schema: runEnv,
  },
  {
    title: 'Gateway',
    about: 'The public process (`gateway/src/config.ts`).',
    files: ['gateway/src/config.ts'],
    schema: gatewayEnv,
    startedByMakeRun: true,
  },
  {
    title: 'Leads service',
    about: 'The leads API, its outbox, mail and privacy work (`services/leads/src/config.ts`).',
    files: ['services/leads/src/config.ts'],
    schema: leadsEnv,
    startedByMakeRun: true,
  },
  {
    title: 'Sync worker',
    about: 'The odoo-sync worker (`services/odoo-sync/src/config.ts`).',
    files: ['services/odoo-sync/src/config.ts'],
    schema: workerEnv,
    startedByMakeRun: true,
  },
  {
    title: '`npm run staff`, `npm run audit-log`',
    about: 'The staff-account and audit-log commands, on the store the service uses.',
    files: ['services/leads/src/staff-cli.ts', 'services/leads/src/audit-cli.ts'],
    schema: staffCliEnv,
  },
  {
    title: '`npm run retention`',
    about: 'Lists (`--dry-run`) or erases now the records the daily retention run would erase.',
    files: ['services/leads/src/retention-cli.ts'],
    schema: retentionCliEnv,
  },
  {
    title: '`npm run backup`, `npm run restore`',
    about: 'Backup and checked restore of the SQLite store (`infra/ops`).',
    files: ['infra/ops/src/leads-db.ts'],
    schema: opsEnv,
  },
  {
    title: 'Image healthcheck',
    about: "`node dist/healthcheck.mjs worker` in the worker's container (`infra/docker/healthcheck.ts`).",
    files: ['infra/docker/healthcheck.ts'],
    schema: healthcheckEnv,
  },
  {
    title: 'Mail catcher',
    about: 'The local SMTP server of `make run` and the `mail` compose profile (`infra/mail-catcher`).',
    files: ['infra/mail-catcher/main.ts'],
    schema: mailCatcherEnv,
  },
  {
    title: 'Odoo simulator',
    about: 'The fake Odoo of `make run`, the tests and the `sim` compose profile (`infra/odoo-sim`).',
    files: ['infra/odoo-sim/main.ts'],
    schema: simEnv,
  },
  {
    title: 'Frontend build',
    about:
      'Read by `vite build` (environment or `.env` files) and written into the bundle; the prerender writes the analytics origins to `dist/.csp.json`, and the gateway allows exactly those.',
    files: [FRONTEND_ENV_FILE],
  },
];

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');

/** A schema's default, "unset" for an optional variable, or "required". */
function fallbackOf(field: z.ZodType): string {
  const def = (field as unknown as { def: { type: string; defaultValue?: unknown } }).def;
  if (def.type === 'default') return `\`${String(def.defaultValue)}\``;
  return field.safeParse(undefined).success ? 'unset' : '**required**';
}

export function schemaRows(section: Section): Row[] {
  return Object.entries(section.schema!.shape).map(([name, field]) => {
    const meaning = (field as z.ZodType).description;
    if (!meaning) throw new Error(`${name} (${section.title}) has no description: give it one with .describe('…') in ${section.files[0]}`);
    let fallback = fallbackOf(field as z.ZodType);
    if (section.startedByMakeRun && SET_BY_STACK.has(name)) fallback += '; `make run` sets it';
    return { name, fallback, meaning };
  });
}

/** The frontend build's variables: ImportMetaEnv's members, each with its doc comment. */
function frontendRows(root: string): Row[] {
  const file = join(root, FRONTEND_ENV_FILE);
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const env = source.statements.find((s): s is ts.InterfaceDeclaration => ts.isInterfaceDeclaration(s) && s.name.text === 'ImportMetaEnv');
  if (!env) throw new Error(`${FRONTEND_ENV_FILE} declares no ImportMetaEnv`);
  return env.members.filter(ts.isPropertySignature).map((member) => {
    const name = member.name.getText(source);
    const meaning = ts
      .getJSDocCommentsAndTags(member)
      .map((doc) => ts.getTextOfJSDocComment(doc.comment) ?? '')
      .join(' ')
      .trim();
    if (!meaning) throw new Error(`${name} in ${FRONTEND_ENV_FILE} has no doc comment`);
    return { name, fallback: member.questionToken ? 'unset' : '**required**', meaning };
  });
}

/** The whole document. */
export function configurationDoc(root = REPO_ROOT): string {
  const parts = [
    '# Configuration',
    '',
    '<!-- Generated by `npm run docs:config` from the schemas named below. Edit a variable there (its `.describe()`), then regenerate. -->',
    '',
    'Every process reads its environment once, through its own zod schema (`@site/env-config`), and names every',
    'bad variable in one error at start. An empty variable (`NAME=`, as compose writes it) counts as unset.',
    'Under `make run`, every variable a service reads is handed to that service',
    '(`infra/dev-stack/src/service-env.ts`) except the addresses, ports and paths the runner sets itself,',
    'marked "`make run` sets it". Compose passes what `docker-compose.yml` and `.env` name',
    '([operations.md](operations.md)).',
    '',
    '| process | read in |',
    '| --- | --- |',
    ...SECTIONS.map((s) => `| ${s.title} | ${s.files.map((f) => `\`${f}\``).join(', ')} |`),
  ];
  for (const section of SECTIONS) {
    const rows = section.schema ? schemaRows(section) : frontendRows(root);
    parts.push('', `## ${section.title}`, '', section.about, '', '| variable | default | meaning |', '| --- | --- | --- |');
    for (const row of rows) parts.push(`| \`${row.name}\` | ${cell(row.fallback)} | ${cell(row.meaning)} |`);
  }
  return `${parts.join('\n')}\n`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const path = join(REPO_ROOT, DOC_FILE);
  const doc = configurationDoc();
  if (process.argv.includes('--check')) {
    if (readFileSync(path, 'utf8') !== doc) {
      console.error(`${DOC_FILE} differs from the schemas: run npm run docs:config`);
      process.exit(1);
    }
  } else {
    writeFileSync(path, doc);
    console.log(`wrote ${DOC_FILE}`);
  }
}
