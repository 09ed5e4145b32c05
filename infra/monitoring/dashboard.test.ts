// The Grafana dashboard committed for the `monitoring` compose profile reads only metrics the
// services export (the list in @site/observability/metric-names), shows every one of them, and uses the
// data source Grafana is provisioned with; Prometheus scrapes the gateway with the bearer token file
// compose writes.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { METRICS, METRIC_NAMES, seriesNames } from '@site/observability/metric-names';

const here = dirname(fileURLToPath(import.meta.url));
const read = (path: string) => readFileSync(join(here, path), 'utf8');

type Target = { refId: string; expr: string; datasource?: { uid: string } };
type Panel = { id: number; title: string; datasource?: { uid: string }; targets?: Target[] };
type Dashboard = { uid: string; title: string; panels: Panel[] };

const dashboard = JSON.parse(read('grafana/dashboards/site-overview.json')) as Dashboard;
const datasources = parse(read('grafana/provisioning/datasources/prometheus.yml')) as { datasources: { uid: string; url: string }[] };
const prometheus = parse(read('prometheus.yml')) as {
  scrape_configs: {
    job_name: string;
    metrics_path: string;
    params: { scope: string[] };
    honor_labels: boolean;
    authorization: { type: string; credentials_file: string };
    dns_sd_configs: { names: string[]; type: string; port: number }[];
  }[];
};

/** Every series name a query names that starts with our prefix. */
function seriesIn(expr: string): string[] {
  return [...expr.matchAll(/\bgct_[a-z0-9_]+/g)].map((m) => m[0]);
}

const known = new Map<string, string>(Object.values(METRICS).flatMap((m) => seriesNames(m).map((s) => [s, m.name] as const)));

/** The series a query names that no service exports. */
function unknownSeries(expr: string): string[] {
  return seriesIn(expr).filter((s) => !known.has(s));
}

const targets = dashboard.panels.flatMap((p) => (p.targets ?? []).map((t) => ({ panel: p.title, ...t })));

describe('Grafana dashboard', () => {
  it('when parsed, then it has panels, each with a query, and unique panel ids', () => {
    expect(dashboard.uid).toBeTruthy();
    expect(dashboard.panels.length).toBeGreaterThan(0);
    for (const p of dashboard.panels) expect(p.targets?.length, p.title).toBeGreaterThan(0);
    for (const t of targets) expect(t.expr.trim(), t.panel).not.toBe('');
    expect(new Set(dashboard.panels.map((p) => p.id)).size).toBe(dashboard.panels.length);
  });

  it('when its queries are read, then every metric they name is one the services export', () => {
    for (const t of targets) expect(unknownSeries(t.expr), `${t.panel}: ${t.expr}`).toEqual([]);
    // The check itself tells a made-up or misspelt metric, and a histogram read without its suffix.
    expect(unknownSeries('sum(rate(gct_submission_total[5m]))')).toEqual(['gct_submission_total']);
    expect(unknownSeries('rate(gct_sync_duration_seconds[5m])')).toEqual(['gct_sync_duration_seconds']);
  });

  it('when all panels are taken together, then every exported metric is shown somewhere', () => {
    const shown = new Set<string | undefined>(targets.flatMap((t) => seriesIn(t.expr).map((s) => known.get(s))));
    expect(METRIC_NAMES.filter((name) => !shown.has(name))).toEqual([]);
  });

  it('when a panel names its data source, then it is the one Grafana is provisioned with', () => {
    const uids = datasources.datasources.map((d) => d.uid);
    expect(datasources.datasources[0]?.url).toBe('http://prometheus:9090');
    for (const p of dashboard.panels) expect(uids, p.title).toContain(p.datasource?.uid);
    for (const t of targets) expect(uids, t.panel).toContain(t.datasource?.uid);
  });
});

describe('Prometheus', () => {
  it('when it scrapes, then it finds every gateway replica in DNS for its own series, and the rest once through the balancer, with the token file compose writes', () => {
    const jobs = Object.fromEntries(prometheus.scrape_configs.map((j) => [j.job_name, j]));
    expect(Object.keys(jobs).sort()).toEqual(['gateways', 'services']);
    expect(jobs.gateways?.dns_sd_configs).toEqual([expect.objectContaining({ names: ['gateway'], type: 'A', port: 3000 })]);
    expect(jobs.gateways?.params.scope).toEqual(['gateway']);
    expect(jobs.services?.dns_sd_configs).toEqual([expect.objectContaining({ names: ['balancer'], type: 'A', port: 3000 })]);
    expect(jobs.services?.params.scope).toEqual(['services']);
    const compose = readFileSync(join(here, '../../docker-compose.yml'), 'utf8');
    for (const job of Object.values(jobs)) {
      expect(job.metrics_path).toBe('/metrics');
      // Each series keeps the instance label of the process it comes from.
      expect(job.honor_labels).toBe(true);
      expect(job.authorization.type).toBe('Bearer');
      expect(compose).toContain(`> ${job.authorization.credentials_file}`);
    }
  });

  it('when a panel reads the queue gauges, which every leads service reports alike, then it takes their max, never their sum', () => {
    const queueExprs = targets.map((t) => t.expr).filter((e) => e.includes('gct_queue_jobs') || e.includes('gct_oldest_pending'));
    expect(queueExprs.length).toBeGreaterThan(0);
    for (const expr of queueExprs) expect(expr, expr).not.toMatch(/\bsum\b/);
  });
});
