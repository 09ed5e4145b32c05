// The Prometheus metrics the services export (prom-client, served by the gateway at GET /metrics) and
// the Grafana dashboard in infra/monitoring reads. One list, so renaming a metric in a service without
// the dashboard (or the reverse) fails a test instead of leaving an empty panel.

export type MetricType = 'counter' | 'gauge' | 'histogram';

export type MetricDefinition = {
  name: string;
  type: MetricType;
  help: string;
  labelNames: readonly string[];
};

export const METRICS = {
  submissions: {
    name: 'gct_submissions_total',
    type: 'counter',
    help: 'Form submissions by kind (contact, consultation) and outcome (stored, invalid, spam, replayed, error)',
    labelNames: ['kind', 'outcome'],
  },
  httpRequestDuration: {
    name: 'gct_http_request_duration_seconds',
    type: 'histogram',
    help: 'HTTP request duration by service, route pattern, method and status',
    labelNames: ['service', 'route', 'method', 'status'],
  },
  queueJobs: {
    name: 'gct_queue_jobs',
    type: 'gauge',
    help: 'Jobs per BullMQ queue the leads service holds (odoo-sync, odoo-sync-results, mail, maintenance, leads-periodic) and state (waiting, active, delayed, failed, completed, paused, prioritized)',
    labelNames: ['queue', 'state'],
  },
  oldestPendingRecordAge: {
    name: 'gct_oldest_pending_record_age_seconds',
    type: 'gauge',
    help: 'Age of the oldest record not yet in Odoo (0 when none is pending)',
    labelNames: [],
  },
  syncDuration: {
    name: 'gct_sync_duration_seconds',
    type: 'histogram',
    help: 'Time from a submission to its Odoo ids being stored',
    labelNames: [],
  },
  odooCalls: {
    name: 'gct_odoo_calls_total',
    type: 'counter',
    help: 'Calls to Odoo (XML-RPC or JSON-2) by method and outcome (ok, or the fault class or code)',
    labelNames: ['method', 'outcome'],
  },
  mail: {
    name: 'gct_mail_total',
    type: 'counter',
    help: 'E-mails by outcome (sent, retried, failed, not-sent: over a mail limit)',
    labelNames: ['outcome'],
  },
  liveEventClients: {
    name: 'gct_live_event_clients',
    type: 'gauge',
    help: 'Staff dashboards connected to the live-event stream',
    labelNames: [],
  },
} as const satisfies Record<string, MetricDefinition>;

export const METRIC_NAMES: readonly string[] = Object.values(METRICS).map((m) => m.name);

/** The series names Prometheus stores for a metric (a histogram becomes _bucket, _sum and _count). */
export function seriesNames(metric: MetricDefinition): string[] {
  return metric.type === 'histogram' ? ['_bucket', '_sum', '_count'].map((s) => metric.name + s) : [metric.name];
}

/**
 * Where each sync worker reports itself in Redis (one key per worker process, expiring): its last
 * heartbeat, whether Odoo answered, and its metrics. The leads service reads them for /ready and
 * /metrics, so the worker needs no port of its own.
 */
export const WORKER_REPORT_PREFIX = 'gct:worker-report:';
/**
 * Where each leads service leaves its metrics for the others (one key per process, expiring), so that any
 * of them answers /metrics for all, whichever one the balancer picks.
 */
export const LEADS_REPORT_PREFIX = 'gct:leads-report:';
/** How often a leads service renews its report. */
export const LEADS_REPORT_INTERVAL_MS = 10_000;
/** A worker or leads report older than this means its process is gone. */
export const WORKER_REPORT_TTL_SECONDS = 30;

export type WorkerReport = {
  at: string;
  /** `warning`: Odoo takes records, but something the operator should fix (e.g. erasures cannot run). */
  odoo: { ok: boolean; error: string | null; warning?: string | null };
  /** prom-client's getMetricsAsJSON() of the worker's registry. */
  metrics: unknown[];
};
