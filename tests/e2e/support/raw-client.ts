import { connect, type Socket } from "node:net";

/**
 * A client on a bare TCP socket, for what fetch cannot do: send a request a
 * byte at a time, stop half way through a body, or lie about its length.
 */
export interface RawClient {
  socket: Socket;
  /** Everything the server sent so far. */
  received(): string;
  /** Bytes this client has written. */
  written(): number;
  write(data: string | Uint8Array): void;
  /** Writes `data` one byte every `everyMs` until done, or the socket closes. */
  trickle(data: string, everyMs: number): Promise<void>;
  /** Resolves when the server's answer contains `text` (rejects if the socket closes first). */
  waitFor(text: string): Promise<string>;
  /** Resolves when the connection is closed, with what the server sent. */
  closed: Promise<string>;
  destroy(): void;
}

export async function rawClient(url: string): Promise<RawClient> {
  const { hostname, port } = new URL(url);
  const socket = connect(Number(port), hostname);
  await new Promise<void>((resolve, reject) => socket.once("connect", resolve).once("error", reject));
  let received = "";
  let written = 0;
  const waiters: (() => void)[] = [];
  socket.on("data", (d: Buffer) => {
    received += d.toString("latin1");
    for (const w of waiters.splice(0)) w();
  });
  // A reset after the server has answered is still a closed connection.
  socket.on("error", () => undefined);
  const closed = new Promise<string>((resolve) =>
    socket.once("close", () => {
      for (const w of waiters.splice(0)) w();
      resolve(received);
    }),
  );
  const write = (data: string | Uint8Array) => {
    if (socket.destroyed || !socket.writable) return;
    written += typeof data === "string" ? Buffer.byteLength(data, "latin1") : data.byteLength;
    socket.write(typeof data === "string" ? Buffer.from(data, "latin1") : data);
  };
  return {
    socket,
    received: () => received,
    written: () => written,
    write,
    async trickle(data, everyMs) {
      for (const ch of data) {
        if (socket.destroyed || !socket.writable) return;
        write(ch);
        await new Promise((r) => setTimeout(r, everyMs));
      }
    },
    waitFor: (text) =>
      new Promise<string>((resolve, reject) => {
        const check = () => {
          if (received.includes(text)) resolve(received);
          else if (socket.destroyed) reject(new Error(`connection closed without "${text}"; got:\n${received}`));
          else waiters.push(check);
        };
        check();
      }),
    closed,
    destroy: () => socket.destroy(),
  };
}

/** One chunk of a chunked transfer encoding. */
export const chunk = (data: string) => `${Buffer.byteLength(data, "latin1").toString(16)}\r\n${data}\r\n`;
