// The shared zod schemas, loaded on demand by the forms (zod stays out of the first load). zod's
// JIT probes `new Function`, which the gateway's CSP forbids and reports as a violation even when the
// probe is caught; jitless mode skips the probe.
import { z } from 'zod';

z.config({ jitless: true });

export const loadContactSchemas = () => import('@site/contracts/contact');
export const loadConsultationSchemas = () => import('@site/contracts/consultation');
