// The fetch adapter for edge runtimes: (Request) => Promise<Response>, over the same core. The body is
// read with the size limit (a declared Content-Length over it is refused before reading); SSE answers
// become a ReadableStream whose cancel stops the agent's stream.

import type { ServerAnswer, ServerRequest } from "./answer.js";
import { type A2AServer, type ServerOptions, createA2AServer } from "./core.js";

async function readBody(request: Request, limit: number): Promise<Uint8Array | null> {
  const declared = Number(request.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > limit) return null;
  if (request.body === null) return new Uint8Array(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.length;
    if (size > limit) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  const out = new Uint8Array(size);
  let at = 0;
  for (const c of chunks) {
    out.set(c, at);
    at += c.length;
  }
  return out;
}

function toResponse(answer: ServerAnswer, signal: AbortSignal): Response {
  if ("body" in answer)
    return new Response(answer.status === 204 ? null : (answer.body as Uint8Array<ArrayBuffer>), { status: answer.status, headers: answer.headers });
  const it = answer.stream[Symbol.asyncIterator]();
  // A runtime that aborts the request when the client goes away stops the agent's stream as a cancel does.
  signal.addEventListener("abort", () => void it.return?.(), { once: true });
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = await it.next();
      if (next.done) controller.close();
      else controller.enqueue(next.value);
    },
    async cancel() {
      await it.return?.();
    },
  });
  return new Response(body, { status: answer.status, headers: answer.headers });
}

/** A fetch handler serving `server` (or a server built from `options`). */
export function fetchHandler(server: A2AServer | ServerOptions): (request: Request) => Promise<Response> {
  const core = "handle" in server ? server : createA2AServer(server);
  return async (request) => {
    const url = new URL(request.url);
    const headers: Record<string, string> = Object.create(null);
    request.headers.forEach((value, name) => {
      headers[name] = value;
    });
    const head: Omit<ServerRequest, "body"> = { method: request.method, path: url.pathname + url.search, headers, signal: request.signal };
    const body = await readBody(request, core.maxBodySize);
    return toResponse(body === null ? core.tooLarge(head) : await core.handle({ ...head, body }), request.signal);
  };
}

export type { A2AServer, ServerOptions } from "./core.js";
