import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RoundRobinProxy {
  /** `http://127.0.0.1:<port>`, without a trailing slash. */
  baseUrl: string;
  /** How many requests each target answered, in the order of the targets. */
  answered: number[];
  close(): Promise<void>;
}

/**
 * A load balancer for tests: each request goes to the next target in turn, bodies streamed both
 * ways, so that consecutive requests of one client land on different servers.
 */
export function startRoundRobinProxy(targets: string[]): Promise<RoundRobinProxy> {
  let next = 0;
  const answered = targets.map(() => 0);
  const server = http.createServer((req, res) => {
    const index = next++ % targets.length;
    answered[index]++;
    const target = new URL(req.url ?? '/', targets[index]);
    const upstream = http.request(target, { method: req.method, headers: { ...req.headers, host: target.host } }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    upstream.on('error', (error) => {
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' });
      res.end(`proxy: ${error.message}`);
    });
    req.pipe(upstream);
  });
  // As load balancers do (nginx 75 s) and Fastify (72 s): with Node's 5 s, a client reusing a pooled
  // connection the proxy had just closed, its timers late on a busy machine, got a reset.
  server.keepAliveTimeout = 75_000;
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        baseUrl: `http://127.0.0.1:${port}`,
        answered,
        close: () =>
          new Promise<void>((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}
