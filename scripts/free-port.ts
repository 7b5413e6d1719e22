import { createServer } from 'node:net';

/**
 * A port free on 127.0.0.1 now, for a server a run starts (the browser tests' app, the Lighthouse run's, the
 * sandbox a test starts in a child process): the system picks it, and it is released at once for them.
 */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}
