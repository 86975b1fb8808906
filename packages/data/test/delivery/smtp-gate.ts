/**
 * A TCP gate in front of the mail catcher's SMTP port, to stop a send half-way on purpose: it
 * forwards the first `open` connections (one per email: the function opens a connection for each)
 * and holds the next ones, accepted but never greeted, as a mail server that stopped answering
 * would, until `release()`. A held connection is dropped when its client goes away (the function
 * killed mid-send), so the catcher never sees the email it carried.
 */
import { once } from 'node:events';
import { connect, createServer, type Socket } from 'node:net';

/** A running gate. */
export interface SmtpGate {
  port: number;
  /** How many connections were forwarded so far. */
  forwarded(): number;
  /** Resolves once a connection is being held (the function is stuck mid-batch). */
  holding: Promise<void>;
  /** Forwards every connection from now on, the held ones included. */
  release(): void;
  close(): Promise<void>;
}

/** Starts a gate on a free port of 127.0.0.1 forwarding to `upstreamPort`, open for `open` connections. */
export async function startSmtpGate(upstreamPort: number, open: number): Promise<SmtpGate> {
  let forwarded = 0;
  let released = false;
  const held: Socket[] = [];
  const sockets = new Set<Socket>();
  let markHolding!: () => void;
  const holding = new Promise<void>((resolve) => (markHolding = resolve));
  const forward = (client: Socket) => {
    forwarded += 1;
    const upstream = connect(upstreamPort, '127.0.0.1');
    sockets.add(upstream);
    upstream.on('close', () => sockets.delete(upstream));
    client.pipe(upstream).pipe(client);
    const end = () => {
      client.destroy();
      upstream.destroy();
    };
    client.on('error', end);
    upstream.on('error', end);
    client.on('close', end);
    upstream.on('close', end);
  };
  const server = createServer((client) => {
    sockets.add(client);
    client.on('close', () => sockets.delete(client));
    if (released || forwarded < open) {
      forward(client);
      return;
    }
    client.pause();
    client.on('error', () => client.destroy());
    held.push(client);
    markHolding();
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return {
    port: (server.address() as { port: number }).port,
    forwarded: () => forwarded,
    holding,
    release: () => {
      released = true;
      for (const client of held.splice(0)) if (!client.destroyed) forward(client);
    },
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
