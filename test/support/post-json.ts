// A POST of a JSON body to 127.0.0.1:<port>/ with A2A-Version 1.0, the answer read as text as it streams: for the
// tests that talk to a server in a child process (shutdown, crash, restart), where no client library runs.

import http from "node:http";

/** Posts `body` (JSON) within `timeoutMs`; `onData` hears the whole body so far at every chunk. */
export function postJson(port: number, body: unknown, onData?: (all: string) => void, timeoutMs = 5_000): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: "127.0.0.1", port, path: "/", method: "POST", timeout: timeoutMs, headers: { "content-type": "application/json", "a2a-version": "1.0" } },
      (res) => {
        let all = "";
        res.setEncoding("utf8");
        res.on("data", (c: string) => {
          all += c;
          onData?.(all);
        });
        res.on("end", () => resolve({ status: res.statusCode ?? 0, text: all }));
        res.on("error", reject);
      },
    );
    req.on("timeout", () => req.destroy(new Error(`POST to port ${port} timed out after ${timeoutMs} ms`)));
    req.on("error", reject);
    req.end(JSON.stringify(body));
  });
}
