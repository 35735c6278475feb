/**
 * The HTTP load of the fan-out bench, in its own process so it shares neither the server's nor
 * the subscribers' event loop: autocannon with HTTP_LOAD_CONNECTIONS connections, each asking in
 * turn for the paths given as arguments (mobilList and page renders) on the base URL, until
 * SIGTERM or its parent goes away. Prints one JSON line (HttpLoadResult) when it stops.
 */
import autocannon from 'autocannon';

export interface HttpLoadResult {
  requests: number;
  perSecond: number;
  non2xx: number;
  errors: number;
  p50: number;
  p99: number;
}

const [base, ...paths] = process.argv.slice(2);
if (base === undefined || paths.length === 0) throw new Error('usage: http-load.ts <base url> <path>...');
const connections = Number(process.env.HTTP_LOAD_CONNECTIONS ?? 10);

const instance = autocannon(
  { url: base, connections, duration: 3600, requests: paths.map((path) => ({ method: 'GET', path })) },
  (error, result) => {
    if (error) throw error;
    const summary: HttpLoadResult = {
      requests: result.requests.total,
      perSecond: result.requests.average,
      non2xx: result.non2xx,
      errors: result.errors,
      p50: result.latency.p50,
      p99: result.latency.p99,
    };
    console.log(JSON.stringify(summary));
    process.exit(0);
  },
);
const stop = () => instance.stop();
process.once('SIGTERM', stop);
process.stdin.on('end', stop);
process.stdin.resume();
