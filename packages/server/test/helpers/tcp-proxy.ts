/**
 * A TCP proxy in front of a database server that a test (or the faults bench) cuts and restores: to the app behind it,
 * the server vanishes (every connection reset, new ones refused) and comes back, without touching the real server
 * that others share.
 */
import net from 'node:net';

export interface TcpProxy {
  /** `url` (a postgres:// address of the real server) made to go through the proxy. */
  proxied(url: string): string;
  /** Resets every open connection, as a crashed server or a failover does, and refuses new ones until restore(). */
  cut(): Promise<void>;
  /** Takes connections again, on the same port. */
  restore(): Promise<void>;
  close(): Promise<void>;
}

function listen(server: net.Server, port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      resolve((server.address() as net.AddressInfo).port);
    });
  });
}

/** A proxy on a free loopback port to `target` (host:port of the real server), taking connections at once. */
export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const open = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(target.port, target.host);
    for (const [socket, other] of [
      [client, upstream],
      [upstream, client],
    ] as const) {
      open.add(socket);
      socket.pipe(other);
      // A reset on one side resets the other, as the app would see a vanished server.
      socket.on('error', () => other.resetAndDestroy());
      socket.on('close', () => open.delete(socket));
    }
  });
  const port = await listen(server, 0);
  let listening = true;

  async function stopListening(): Promise<void> {
    if (!listening) return;
    listening = false;
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    for (const socket of open) socket.resetAndDestroy();
    await closed;
  }

  return {
    proxied(url) {
      const address = new URL(url);
      address.hostname = '127.0.0.1';
      address.port = String(port);
      return address.toString();
    },
    cut: stopListening,
    async restore() {
      if (listening) return;
      await listen(server, port);
      listening = true;
    },
    close: stopListening,
  };
}
