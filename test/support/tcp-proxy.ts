import { createServer, connect, type Server, type Socket } from 'node:net';

/**
 * A TCP proxy in front of a server (PostgreSQL, Redis) that a test can take down and bring back on the
 * same port: `down()` cuts every connection through it and refuses new ones, as a server restart, a
 * failover or a proxy's idle timeout does to the processes behind it, without touching the real server
 * other tests share. With `closeDelayMs`, a connection the server closes reaches the client that much
 * later (what the server sent before closing comes at once), as on a loaded machine or a slow network.
 */
export class TcpProxy {
  private server: Server | null = null;
  private readonly sockets = new Set<Socket>();
  port = 0;

  constructor(
    private readonly targetHost: string,
    private readonly targetPort: number,
    private readonly options: { closeDelayMs?: number } = {},
  ) {}

  async up(): Promise<void> {
    const server = createServer((client) => {
      const upstream = connect(this.targetPort, this.targetHost);
      for (const socket of [client, upstream]) {
        this.sockets.add(socket);
        socket.on('close', () => this.sockets.delete(socket));
        socket.on('error', () => {
          client.destroy();
          upstream.destroy();
        });
      }
      client.pipe(upstream);
      const closeDelayMs = this.options.closeDelayMs;
      if (closeDelayMs === undefined) {
        upstream.pipe(client);
      } else {
        upstream.pipe(client, { end: false });
        upstream.on('end', () => setTimeout(() => client.end(), closeDelayMs));
      }
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => resolve());
    });
    const address = server.address();
    if (address === null || typeof address === 'string') throw new Error('the proxy has no port');
    this.port = address.port;
    this.server = server;
  }

  async down(): Promise<void> {
    const server = this.server;
    this.server = null;
    for (const socket of this.sockets) socket.destroy();
    this.sockets.clear();
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}
