import type { Server } from "node:http";
import type { Socket } from "node:net";

export interface ConnectionGuardOptions {
  /** Hard ceiling (server.maxConnections): connections beyond it are refused by Node. */
  maxConnections: number;
  /** A connection that has not sent a byte within this many ms is closed (one that has is Node's headersTimeout's). */
  silentTimeoutMs: number;
  /** Told once per burst of connections shed, so an attack shows in the log without flooding it. */
  onShed?: (shed: number) => void;
}

/**
 * Keeps idle sockets from starving real requests (decision 066). Node closes
 * a connection that is slow to send its headers (408), but not one that sends
 * nothing at all: such sockets stayed open for ever, and 21,000 of them made
 * /healthz time out. Here a connection that has not sent a request within
 * `silentTimeoutMs` is closed; past 90% of `maxConnections`, each new
 * connection closes the oldest silent one, so a health check or a visitor,
 * who sends a request at once, still gets in while a flood of silent sockets
 * churns; and `maxConnections` caps the file descriptors and memory held.
 */
export function guardConnections(
  server: Server,
  options: ConnectionGuardOptions,
): { silent(): number; closeSilent(): void } {
  const { maxConnections, silentTimeoutMs, onShed } = options;
  server.maxConnections = maxConnections;
  const shedAt = Math.floor(maxConnections * 0.9);
  /** Sockets that have sent no request yet, oldest first (a Map keeps insertion order). */
  const silent = new Map<Socket, NodeJS.Timeout>();
  let open = 0;
  let shedInBurst = 0;
  let burstTimer: NodeJS.Timeout | undefined;

  const forget = (socket: Socket) => {
    const timer = silent.get(socket);
    if (timer === undefined) return;
    clearTimeout(timer);
    silent.delete(socket);
  };

  const shed = () => {
    let oldest: Socket | undefined;
    for (const socket of silent.keys()) {
      // One that has begun its request is a slow client, not a silent one: Node's
      // headers timeout answers it 408, so it is left to that.
      if (socket.bytesRead > 0) forget(socket);
      else {
        oldest = socket;
        break;
      }
    }
    if (!oldest) return;
    forget(oldest);
    oldest.destroy();
    shedInBurst += 1;
    burstTimer ??= setTimeout(() => {
      onShed?.(shedInBurst);
      shedInBurst = 0;
      burstTimer = undefined;
    }, 1_000);
    burstTimer.unref();
  };

  server.on("connection", (socket: Socket) => {
    open += 1;
    socket.once("close", () => {
      open -= 1;
      forget(socket);
    });
    if (open > shedAt) shed();
    const timer = setTimeout(() => {
      silent.delete(socket);
      if (socket.bytesRead === 0) socket.destroy();
    }, silentTimeoutMs);
    timer.unref();
    silent.set(socket, timer);
  });
  // A request head has arrived: from here on Node's own timeouts (request,
  // keep-alive) govern the connection.
  server.on("request", (req: { socket: Socket }) => forget(req.socket));
  return {
    silent: () => silent.size,
    // At shutdown: Node's closeIdleConnections() leaves these open, and server.close() would wait for them.
    closeSilent: () => {
      for (const socket of [...silent.keys()]) {
        forget(socket);
        if (socket.bytesRead === 0) socket.destroy();
      }
    },
  };
}
