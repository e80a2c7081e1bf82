import { connect, createServer, type Server, type Socket } from "node:net";

/**
 * A TCP proxy on loopback between the app and a server (PostgreSQL in the
 * tests), whose line can be cut and restored: cut() drops every open
 * connection and refuses new ones, as a network failure or a database restart
 * would; restore() lets connections through again.
 */
export interface TcpProxy {
  port: number;
  /** Connections currently open through the proxy. */
  open(): number;
  cut(): void;
  restore(): void;
  close(): Promise<void>;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  let up = true;
  const pairs = new Set<[Socket, Socket]>();

  const server: Server = createServer((client) => {
    if (!up) {
      client.destroy();
      return;
    }
    const upstream = connect(target.port, target.host);
    const pair: [Socket, Socket] = [client, upstream];
    pairs.add(pair);
    const drop = () => {
      client.destroy();
      upstream.destroy();
      pairs.delete(pair);
    };
    client.on("error", drop).on("close", drop);
    upstream.on("error", drop).on("close", drop);
    client.pipe(upstream);
    upstream.pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };

  const cutAll = () => {
    for (const [client, upstream] of pairs) {
      client.destroy();
      upstream.destroy();
    }
    pairs.clear();
  };

  return {
    port,
    open: () => pairs.size,
    cut() {
      up = false;
      cutAll();
    },
    restore() {
      up = true;
    },
    close: () =>
      new Promise<void>((resolve) => {
        cutAll();
        server.close(() => resolve());
      }),
  };
}
