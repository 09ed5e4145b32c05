// The HAProxy configuration of the load balancer in front of several gateways (and, on a second
// frontend, of the leads services the gateways call): written under DATA_DIR by `INSTANCES=N make run`
// (balancer.ts), and committed for compose as infra/balancer/haproxy.cfg (`--compose` prints it; a test
// keeps the two equal). Why each setting is there is said beside it, in the generated file too.
import { INTERNAL_TOKEN_HEADER } from '@site/contracts/api';

/** The servers of a backend: fixed loopback ports, or a compose service's replicas found through Docker's DNS. */
export type Servers =
  { kind: 'static'; name: string; ports: number[] } | { kind: 'dns'; name: string; host: string; port: number; max: number };

export type BalancerOptions = {
  /** Where visitors connect (`make run`: 127.0.0.1:PORT; compose: every address of the container). */
  publicBind: string;
  /** Where the gateways reach the leads services. */
  leadsBind: string;
  gateways: Servers;
  leads: Servers;
  /**
   * `replace`: the balancer is the edge, and X-Forwarded-For becomes the address it saw (under `make run`
   * every local client shares the balancer's own 127.0.0.1, which the gateways trust). `append`: a proxy
   * the operator runs may be in front; the gateways take the entry the balancer appended, the address it saw.
   */
  forwardedFor: 'replace' | 'append';
  /** The gateways' BODY_LIMIT_BYTES: a request is retried only when it fits one buffer whole. */
  bodyLimitBytes: number;
  /** A Unix socket for `show stat` (retries, redispatches, servers up or down), private to the user; none when omitted. */
  statsSocket?: string;
  /** The gateways' REQUEST_TIMEOUT_MS and KEEP_ALIVE_TIMEOUT_MS, and their MAX_CONNECTIONS_PER_IP (0: no cap), applied here per client. */
  requestTimeoutMs: number;
  keepAliveTimeoutMs: number;
  maxConnectionsPerIp: number;
};

/** HAProxy's own error answers (no server up, a server that never answered) in the API's JSON envelope. */
const OWN_ERRORS: [number, string, string][] = [
  [400, 'bad_request', 'Bad request'],
  [408, 'bad_request', 'The request took too long to arrive'],
  [500, 'unavailable', 'The service is unavailable. Please try again shortly.'],
  [502, 'unavailable', 'The service is unavailable. Please try again shortly.'],
  [503, 'unavailable', 'The service is unavailable. Please try again shortly.'],
  [504, 'unavailable', 'The service is unavailable. Please try again shortly.'],
];

/** HAProxy's buffers are allocated in multiples of 16 bytes on 64-bit machines. */
const roundUp16 = (n: number) => Math.ceil(n / 16) * 16;

function serverLines(servers: Servers): string[] {
  const check = 'check';
  if (servers.kind === 'static') return servers.ports.map((port, i) => `  server ${servers.name}-${i + 1} 127.0.0.1:${port} ${check}`);
  // One slot per possible replica, filled from Docker's DNS as replicas come and go.
  return [`  server-template ${servers.name}- ${servers.max} ${servers.host}:${servers.port} ${check} resolvers docker init-addr none`];
}

/** Process-wide settings, and Docker's DNS when replicas are found there. */
function globalSection(o: BalancerOptions): string[] {
  const dns = o.gateways.kind === 'dns' || o.leads.kind === 'dns';
  return [
    'global',
    '  # No request log (request lines would carry booking-link tokens); servers going up or down are',
    '  # written to standard error.',
    '  maxconn 4096',
    '  # A request is retried (retry-on) only when it fits one buffer whole: the largest body the gateways',
    '  # accept, its headers and the rewrite reserve.',
    `  tune.bufsize ${roundUp16(o.bodyLimitBytes + 16_384 + 1024)}`,
    '  # A soft stop (SIGUSR1, or compose stopping it) waits this long at most for open connections, live streams too.',
    '  hard-stop-after 5s',
    ...(o.statsSocket ? [`  stats socket ${o.statsSocket} mode 600 level user`] : []),
    '',
    ...(dns
      ? [
          'resolvers docker',
          '  nameserver dns 127.0.0.11:53',
          '  # Replicas added or removed are seen within seconds.',
          '  hold valid 5s',
          '',
        ]
      : []),
  ];
}

/** Timeouts, retries, health-check pace and error answers, for both frontends. */
function defaultsSection(o: BalancerOptions): string[] {
  return [
    'defaults',
    '  mode http',
    '  # Bodies are read whole here before a server is chosen: a slow client holds a balancer socket, not a',
    '  # gateway, and the whole request is at hand for a retry.',
    '  option http-buffer-request',
    '  timeout connect 1s',
    `  timeout http-request ${o.requestTimeoutMs}ms`,
    `  timeout http-keep-alive ${o.keepAliveTimeoutMs}ms`,
    '  # Live streams carry a comment every 15 s, so 60 s of silence is a dead peer.',
    '  timeout client 60s',
    '  timeout server 60s',
    '  timeout queue 5s',
    '  # A request is sent again, to another server each time, only when no server answered it:',
    '  #   conn-failure:   the connection failed, nothing was sent (a server stopping or gone);',
    '  #   empty-response: the connection closed before any byte of an answer. A gateway or leads service that',
    '  #                   stops gracefully answers every request it has read, so this is a request it never',
    '  #                   read (an idle connection it closed just then), or one of a process killed outright;',
    '  #                   for that case every POST carries an Idempotency-Key (set below when the client sent',
    '  #                   none), and the leads service answers a repeated submission from the first;',
    '  #   503:            our services answer 503 only before doing anything (Fastify while it closes, a',
    '  #                   gateway that could not connect upstream or check a session, a readiness check, a',
    '  #                   queue-board change not made), never after a change.',
    '  # Never on a timeout or a 502/504: the server may have done the work.',
    '  retries 3',
    '  option redispatch 1',
    '  retry-on conn-failure empty-response 503',
    '  default-server inter 2s fastinter 500ms downinter 1s fall 2 rise 2',
    ...OWN_ERRORS.map(
      ([status, error, message]) =>
        `  http-error status ${status} content-type application/json string '${JSON.stringify({ success: false, error, message })}'`,
    ),
    '',
  ];
}

/** Where visitors come in: the client's address, its connection cap, and a key on every POST. */
function siteSection(o: BalancerOptions): string[] {
  return [
    'frontend site',
    `  bind ${o.publicBind}`,
    ...(o.maxConnectionsPerIp > 0
      ? [
          "  # The gateways' cap of open connections per client address, kept here where the client is seen.",
          '  stick-table type ip size 100k expire 60s store conn_cur',
          '  tcp-request connection track-sc0 src',
          `  tcp-request connection reject if { sc0_conn_cur gt ${o.maxConnectionsPerIp} }`,
        ]
      : []),
    ...(o.forwardedFor === 'replace'
      ? [
          '  # The client address the gateways rate-limit by: the one seen here, never a header the client wrote.',
          '  http-request set-header X-Forwarded-For %[src]',
        ]
      : ['  # Appended: the gateways trust this balancer only, so they take the address it saw.', '  option forwardfor']),
    '  # A retried POST must be recognisable as the same request (see retry-on above).',
    '  http-request set-header Idempotency-Key %[uuid] if METH_POST !{ req.hdr(Idempotency-Key) -m found }',
    '  default_backend gateways',
    '',
  ];
}

/** The gateways, and the leads services behind their own frontend, each health-checked. */
function backendSections(o: BalancerOptions): string[] {
  return [
    'backend gateways',
    '  balance roundrobin',
    '  option httpchk',
    '  http-check send meth GET uri /api/health',
    '  http-check expect status 200',
    ...serverLines(o.gateways),
    '',
    'frontend leads',
    `  bind ${o.leadsBind}`,
    '  default_backend leads',
    '',
    'backend leads',
    '  balance roundrobin',
    '  option httpchk',
    '  # The leads service answers nothing without the credential; it comes from the environment, never this file.',
    `  http-check send meth GET uri /health hdr ${INTERNAL_TOKEN_HEADER} "\${INTERNAL_TOKEN}"`,
    '  http-check expect status 200',
    ...serverLines(o.leads),
    '',
  ];
}

export function balancerConfig(o: BalancerOptions): string {
  const header =
    o.gateways.kind === 'dns'
      ? '# Generated: change infra/dev-stack/src/balancer-config.ts, then run it with --compose into this file (a test compares them).\n# See docs/operations.md, "Scaling out".'
      : '# Written by `make run` at each start from infra/dev-stack/src/balancer-config.ts; edits here are lost.\n# See docs/operations.md, "Scaling out".';
  return [header, ...globalSection(o), ...defaultsSection(o), ...siteSection(o), ...backendSections(o)].join('\n');
}

/** The compose file's balancer (infra/balancer/haproxy.cfg): up to ten replicas of each service, defaults as the services'. */
export const COMPOSE_BALANCER: BalancerOptions = {
  publicBind: ':3000',
  leadsBind: ':3001',
  gateways: { kind: 'dns', name: 'gateway', host: 'gateway', port: 3000, max: 10 },
  leads: { kind: 'dns', name: 'leads', host: 'leads', port: 3001, max: 10 },
  forwardedFor: 'append',
  bodyLimitBytes: 64 * 1024,
  requestTimeoutMs: 30_000,
  keepAliveTimeoutMs: 5_000,
  maxConnectionsPerIp: 64,
};

if (import.meta.url === `file://${process.argv[1]}` && process.argv[2] === '--compose')
  process.stdout.write(balancerConfig(COMPOSE_BALANCER));
