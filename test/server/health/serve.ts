// A node:http server on 127.0.0.1 (port 0) serving createA2AServer(options) through nodeListener, with the core
// at hand (its close() is what the readiness tests call) and the status a probe path answers.

import http from "node:http";
import type { AddressInfo } from "node:net";
import { type ServerOptions, createA2AServer } from "@a2a-bindgen/server";
import { nodeListener } from "@a2a-bindgen/server/node";
import { rawRequest } from "../../support/raw-http.js";

export async function serve(options: ServerOptions) {
  const core = createA2AServer(options);
  const server = http.createServer(nodeListener(core));
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    core,
    origin,
    /** The status `path` answers a GET on a fresh connection. */
    status: async (path: string) => (await rawRequest(origin + path)).status,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((r) => server.close(() => r()));
      await core.close({ graceMs: 0 });
    },
  };
}
