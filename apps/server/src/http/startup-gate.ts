import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/** What the server still does before its answers are whole (decision 0121): today, writing the demo world. */
export interface Startup {
  /** A step under way; call what it returns when the step is over, whether it worked or not. */
  begin(step: string): () => void;
  /** The steps not over yet. */
  pending(): string[];
  /** Resolves once no step is under way. */
  done(): Promise<void>;
}

export function createStartup(): Startup {
  const steps = new Set<string>();
  let waiters: (() => void)[] = [];
  return {
    begin(step) {
      steps.add(step);
      return () => {
        steps.delete(step);
        if (steps.size > 0) return;
        for (const wake of waiters) wake();
        waiters = [];
      };
    },
    pending: () => [...steps],
    done: () => (steps.size === 0 ? Promise.resolve() : new Promise((resolve) => waiters.push(resolve))),
  };
}

/** Answered at once, also while starting: liveness, and readiness saying what is not ready yet. */
const PROBES = new Set(['/healthz', '/readyz']);

/**
 * Holds every request but the probes until the start-up steps are over, so the first page after
 * a fresh start already has the day's matches (it was empty for seconds while the simulator
 * wrote the demo world); a load balancer sees /readyz answer 503 meanwhile and sends none.
 */
export default fp(
  async function startupGate(app: FastifyInstance, { startup }: { startup: Startup }) {
    app.addHook('onRequest', async (request: FastifyRequest) => {
      if (startup.pending().length === 0 || PROBES.has(request.url.split('?')[0] ?? '')) return;
      await startup.done();
    });
  },
  { name: 'startup-gate' },
);
