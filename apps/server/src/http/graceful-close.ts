import fp from 'fastify-plugin';

/** How long requests in flight get to finish once the app closes; then their connections are cut. */
const CLOSE_GRACE_MS = 5_000;
const IDLE_SWEEP_MS = 100;

/**
 * Lets `app.close()` finish. Node's server.close() ends the keep-alive connections idle at that
 * moment only: one whose request was in flight goes idle a moment later and then stays open
 * until its keep-alive timeout (72 s in Fastify), so a shutdown under load waited that long.
 * While closing, idle connections are swept every 100 ms, and after the grace period every
 * connection left is cut.
 */
export default fp(
  async (app) => {
    let sweep: NodeJS.Timeout | undefined;
    let deadline: NodeJS.Timeout | undefined;
    app.addHook('preClose', async () => {
      sweep = setInterval(() => app.server.closeIdleConnections(), IDLE_SWEEP_MS);
      deadline = setTimeout(() => app.server.closeAllConnections(), CLOSE_GRACE_MS);
      sweep.unref();
      deadline.unref();
    });
    app.addHook('onClose', async () => {
      clearInterval(sweep);
      clearTimeout(deadline);
    });
  },
  { name: 'graceful-close' },
);
