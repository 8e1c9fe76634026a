/// <reference types="node" />
// The doctor's raw requests: it must SEE the answer (status, content type, an HTML 404, a gRPC status
// with its trailers) to diagnose, so it sends them itself rather than through a client that would
// interpret them. Every request is bounded by the timeout, body reading included; nothing throws.

import http2 from "node:http2";
import { challengeHeader } from "../errors.js";

/** An HTTP answer as it came: status, content type, and the body as text (cut at maxBody). */
export interface HttpAnswer {
  readonly kind: "http";
  readonly status: number;
  readonly contentType: string;
  readonly body: string;
  /** The WWW-Authenticate value, when the answer carries one (a refusal's challenges). */
  readonly challenge?: string;
}

/** A gRPC answer: the HTTP/2 status and content type, the gRPC status (null when none came) and every trailer. */
export interface GrpcAnswer {
  readonly kind: "grpc";
  readonly httpStatus: number;
  readonly contentType: string;
  readonly code: number | null;
  readonly message: string;
  /** Trailers (and, for a trailers-only answer, the headers), lowercase names; `-bin` values as sent (base64). */
  readonly trailers: Readonly<Record<string, string>>;
}

/** No answer: the connection failed, the time ran out, or the request could not be sent. */
export interface NoAnswer {
  readonly kind: "none";
  readonly why: string;
}

/** A body longer than this is cut: an A2A error or a small task is far shorter. */
export const maxBody = 1 << 20;

function reason(e: unknown): string {
  if (!(e instanceof Error)) return String(e);
  const cause = (e as { cause?: unknown }).cause;
  const detail = cause instanceof Error ? ((cause as { code?: string }).code ?? cause.message) : "";
  return (detail ? `${e.message}: ${detail}` : e.message).slice(0, 300);
}

async function readCapped(body: ReadableStream<Uint8Array> | null): Promise<string> {
  if (body === null) return "";
  const reader = body.getReader();
  const decoder = new TextDecoder("utf-8", { fatal: false });
  let text = "";
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    text += decoder.decode(value, { stream: true });
    if (text.length >= maxBody) {
      await reader.cancel().catch(() => {});
      return text.slice(0, maxBody);
    }
  }
  return text + decoder.decode();
}

/** One HTTP request, bounded by `timeoutMs` from the start to the last byte of the body. Redirects are not followed unless asked. */
export async function httpRequest(request: {
  method: string;
  url: string;
  headers: readonly (readonly [string, string])[];
  body?: string;
  timeoutMs: number;
  follow?: boolean;
}): Promise<HttpAnswer | NoAnswer> {
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), request.timeoutMs);
  try {
    const headers = new Headers();
    for (const [name, value] of request.headers) headers.set(name, value);
    const res = await fetch(request.url, {
      method: request.method,
      headers,
      body: request.body,
      signal: abort.signal,
      redirect: request.follow ? "follow" : "manual",
    });
    const body = await readCapped(res.body);
    const challenge = res.headers.get(challengeHeader);
    return { kind: "http", status: res.status, contentType: res.headers.get("content-type") ?? "", body, ...(challenge === null ? {} : { challenge }) };
  } catch (e) {
    return { kind: "none", why: abort.signal.aborted ? `no answer within ${request.timeoutMs / 1000} s` : reason(e) };
  } finally {
    clearTimeout(timer);
  }
}

/** The origin a gRPC interface url names: `host:port` (plain HTTP/2), or an http(s) URL; null when it names none. */
export function grpcOrigin(url: string): string | null {
  const withScheme = url.includes("://") ? url : `http://${url}`;
  try {
    const u = new URL(withScheme);
    if ((u.protocol !== "http:" && u.protocol !== "https:") || u.hostname === "") return null;
    return u.origin;
  } catch {
    return null;
  }
}

// gRPC over HTTP/2 (grpc/doc/PROTOCOL-HTTP2.md): a length-prefixed message (1 byte compressed flag,
// 4 bytes big-endian length) in a POST with content-type application/grpc and "te: trailers".
const grpcContentType = "application/grpc";

function frame(message: Uint8Array): Uint8Array {
  const out = new Uint8Array(5 + message.length);
  new DataView(out.buffer).setUint32(1, message.length);
  out.set(message, 5);
  return out;
}

function plain(headers: http2.IncomingHttpHeaders, into: Record<string, string>): void {
  for (const [k, v] of Object.entries(headers)) {
    if (k.startsWith(":") || v === undefined) continue;
    into[k.toLowerCase()] = Array.isArray(v) ? v.join(", ") : String(v);
  }
}

/** One unary gRPC call over HTTP/2, bounded by `timeoutMs`; the answer's status and trailers, never a throw. */
export function grpcUnary(request: {
  origin: string;
  path: string;
  message: Uint8Array;
  metadata: readonly (readonly [string, string])[];
  timeoutMs: number;
}): Promise<GrpcAnswer | NoAnswer> {
  return new Promise((resolve) => {
    let session: http2.ClientHttp2Session | undefined;
    let settled = false;
    const finish = (answer: GrpcAnswer | NoAnswer) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      session?.destroy();
      resolve(answer);
    };
    const timer = setTimeout(() => finish({ kind: "none", why: `no answer within ${request.timeoutMs / 1000} s` }), request.timeoutMs);
    try {
      session = http2.connect(request.origin);
      session.on("error", (e) => finish({ kind: "none", why: reason(e) }));
      const headers: http2.OutgoingHttpHeaders = {
        ":method": "POST",
        ":path": request.path,
        "content-type": grpcContentType,
        te: "trailers",
        "grpc-timeout": `${request.timeoutMs}m`,
      };
      for (const [name, value] of request.metadata) headers[name.toLowerCase()] = value;
      const stream = session.request(headers);
      const trailers: Record<string, string> = Object.create(null);
      let httpStatus = 0;
      let contentType = "";
      stream.on("response", (h) => {
        httpStatus = Number(h[":status"] ?? 0);
        contentType = String(h["content-type"] ?? "");
        // A trailers-only answer carries grpc-status in the headers.
        plain(h, trailers);
      });
      stream.on("trailers", (t) => plain(t, trailers));
      stream.on("data", () => {});
      stream.on("error", (e) => finish({ kind: "none", why: reason(e) }));
      stream.on("close", () => {
        if (httpStatus === 0) return finish({ kind: "none", why: "the stream closed without an answer" });
        const status = trailers["grpc-status"];
        const code = status !== undefined && /^[0-9]+$/.test(status) ? Number(status) : null;
        let message = trailers["grpc-message"] ?? "";
        try {
          message = decodeURIComponent(message);
        } catch {
          // Not percent-encoded as the protocol asks: shown as sent.
        }
        finish({ kind: "grpc", httpStatus, contentType, code, message: message.slice(0, 4096), trailers });
      });
      stream.end(frame(request.message));
    } catch (e) {
      finish({ kind: "none", why: reason(e) });
    }
  });
}

/** Whether an HTTP/2 answer is a gRPC answer at all (its content type). */
export function isGrpcContentType(contentType: string): boolean {
  return contentType === grpcContentType || contentType.startsWith(`${grpcContentType}+`) || contentType.startsWith(`${grpcContentType};`);
}
