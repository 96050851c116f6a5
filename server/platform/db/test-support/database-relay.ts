import net from "node:net";
import { inject } from "vitest";

/**
 * A TCP relay in front of the test PostgreSQL whose connections can be cut at once, the way
 * they end when the database stops under the shop (Ctrl+C reaches the embedded PostgreSQL too),
 * frozen the way a dropped NAT entry leaves them (open, but nothing arrives), or refused.
 */
export async function startDatabaseRelay() {
  const target = new URL(inject("testDatabaseServerUrl"));
  const sockets = new Set<net.Socket>();
  const pairs = new Set<[net.Socket, net.Socket]>();
  /** When each connection attempt arrived (performance.now()). */
  const attempts: number[] = [];
  let refusing = false;
  const track = (socket: net.Socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    socket.on("error", () => undefined);
  };
  const server = net.createServer((client) => {
    attempts.push(performance.now());
    track(client);
    if (refusing) return void client.destroy();
    const upstream = net.connect(Number(target.port), target.hostname);
    track(upstream);
    const pair: [net.Socket, net.Socket] = [client, upstream];
    pairs.add(pair);
    client.on("close", () => pairs.delete(pair));
    client.pipe(upstream);
    upstream.pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address() as net.AddressInfo;
  const url = new URL(target);
  url.hostname = "127.0.0.1";
  url.port = String(address.port);
  // Through the relay's TCP port, not the server's own Unix socket.
  url.searchParams.delete("host");
  return {
    connectionString: url.toString(),
    attempts,
    /** Ends every relayed connection now. */
    cut: () => {
      for (const socket of sockets) socket.destroy();
    },
    /** Every open connection stays open but carries nothing more; new ones work. */
    freeze: () => {
      for (const [client, upstream] of pairs) {
        client.unpipe(upstream);
        upstream.unpipe(client);
        client.pause();
        upstream.pause();
      }
      pairs.clear();
    },
    /** New connections are closed as soon as they arrive (true) or relayed again (false). */
    refuse: (refuse: boolean) => {
      refusing = refuse;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
