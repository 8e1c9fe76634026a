// The doctor tests' own servers on 127.0.0.1: kept here, closed after the file's tests.

import type http from "node:http";
import { after } from "node:test";

export const servers: http.Server[] = [];
after(async () => {
  for (const s of servers) {
    s.closeAllConnections();
    await new Promise((resolve) => s.close(resolve));
  }
});
