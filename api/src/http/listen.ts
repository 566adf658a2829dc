import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";

export interface RequestTimeouts {
  /** Milliseconds for a request's headers to arrive. */
  headersTimeout: number;
  /** Milliseconds for the whole request, headers and body, to arrive. */
  requestTimeout: number;
}

/**
 * Request headers must arrive within 10 s and a body within 30 s, or Node answers 408 and closes the
 * connection (docs/product/decisions.md, Round 3). Node's own defaults (60 s, 5 minutes) let a client
 * that trickles a byte at a time hold a connection, and the memory behind it, for minutes.
 */
export const requestTimeouts: RequestTimeouts = { headersTimeout: 10_000, requestTimeout: 30_000 };

/** The HTTP server of the app: `serve` with the request timeouts above. */
export function listen(
  app: { fetch: (request: Request) => Response | Promise<Response> },
  options: { port: number; hostname: string },
  onListening?: (info: AddressInfo) => void,
  timeouts: RequestTimeouts = requestTimeouts,
): Server {
  const server = serve(
    {
      fetch: app.fetch,
      port: options.port,
      hostname: options.hostname,
      serverOptions: {
        ...timeouts,
        // Node looks for late requests every 30 s by default, which would stretch a 10 s limit to 40.
        connectionsCheckingInterval: Math.min(1000, timeouts.headersTimeout / 2),
      },
    },
    onListening,
  );
  return server as Server;
}
