import { createServer, connect, type Server, type Socket } from 'node:net';

/**
 * A TCP proxy in front of a server (PostgreSQL, Redis) that a test can take down and bring back on the
 * same port: `down()` cuts every connection through it and refuses new ones, as a server restart, a
 * failover or a proxy's idle timeout does to the processes behind it, without touching the real server
 * other tests share. With `closeDelayMs`, a connection the server closes reaches the client that much
 * later (what the server sent before closing comes at once), as on a loaded machine or a slow network.
 * `holdReplies(ms)` holds back what the server sends on the connections made after it and passes on
 * what came within that time in one piece, as a client that was not scheduled meanwhile reads it.
 */
export class TcpProxy {
  private server: Server | null = null;
  private readonly sockets = new Set<Socket>();
  private replyHoldMs: number | null = null;
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
      // The server closed: the client hears it now, or `closeDelayMs` later.
      const close = () => (closeDelayMs === undefined ? client.end() : setTimeout(() => client.end(), closeDelayMs));
      const holdMs = this.replyHoldMs;
      if (holdMs !== null) {
        let held: Buffer[] = [];
        let timer: NodeJS.Timeout | null = null;
        let ended = false;
        const passOn = () => {
          timer = null;
          if (held.length > 0) client.write(Buffer.concat(held));
          held = [];
          if (ended) close();
        };
        upstream.on('data', (chunk: Buffer) => {
          held.push(chunk);
          timer ??= setTimeout(passOn, holdMs);
        });
        upstream.on('end', () => {
          ended = true;
          if (timer === null) close();
        });
      } else {
        upstream.pipe(client, { end: false });
        upstream.on('end', close);
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

  /** Holds back what the server sends on each connection made from now on (`null`: passes it on at once again). */
  holdReplies(ms: number | null): void {
    this.replyHoldMs = ms;
  }

  async down(): Promise<void> {
    const server = this.server;
    this.server = null;
    for (const socket of this.sockets) socket.destroy();
    this.sockets.clear();
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}
