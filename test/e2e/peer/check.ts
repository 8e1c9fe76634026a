// Checks one raw peer answer (triggers.ts) against its expected form (expectations.ts), with node:assert:
// the status or code, the JSON-RPC code, the google.rpc.Status fields, and whether an ErrorInfo with domain
// a2a-protocol.org is present and which reason it names.

import assert from "node:assert/strict";
import { status as grpcCode } from "@grpc/grpc-js";
import type { Expected } from "./expectations.js";
import { readStatusDetails } from "./grpc.js";
import { sseEvents } from "./sse.js";
import type { Raw } from "./triggers.js";

/** The ErrorInfo domain that makes an error A2A's (spec v1.0.1 §5.4 / §11.6). */
const A2A_DOMAIN = "a2a-protocol.org";

export type Obj = Record<string, unknown>;
/** A plain JSON object (not null, not an array). */
export const isObj = (v: unknown): v is Obj => typeof v === "object" && v !== null && !Array.isArray(v);

/** The body parsed as a JSON object, or an assertion failure naming `where`. */
export function json(raw: { body: string }, where: string): Obj {
  let v: unknown;
  try {
    v = JSON.parse(raw.body);
  } catch {
    assert.fail(`${where}: body is not JSON: ${raw.body.slice(0, 200)}`);
  }
  assert.ok(isObj(v), `${where}: body is not an object`);
  return v;
}

/** The ErrorInfo reasons with domain a2a-protocol.org in a JSON details list. */
function a2aReasons(details: unknown): string[] {
  if (!Array.isArray(details)) return [];
  return details.filter((d) => isObj(d) && d.domain === A2A_DOMAIN && typeof d.reason === "string").map((d) => (d as Obj).reason as string);
}

/** Asserts one raw answer against its expected form; `where` names the cell in failure messages. */
export function checkRaw(raw: Raw, e: Expected, where: string): void {
  if (e.form === "grpc-status" || (e.form === "success" && raw.kind === "grpc")) {
    assert.equal(raw.kind, "grpc", where);
    if (raw.kind !== "grpc") return;
    if (e.form === "success") {
      assert.equal(raw.code, grpcCode.OK, `${where}: served (${raw.details})`);
      assert.ok(raw.messages.length >= 1, `${where}: at least one response message`);
      // Protobuf carries strings verbatim, so a UTF-8 search of the message bytes finds them.
      if (e.contains !== undefined) assert.ok(new TextDecoder().decode(raw.messages[0]).includes(e.contains), `${where}: response holds "${e.contains}"`);
      return;
    }
    assert.equal(raw.code, e.code, `${where}: gRPC code (${raw.details})`);
    const bin = raw.metadata["grpc-status-details-bin"];
    if (e.reason === null) {
      assert.equal(bin, undefined, `${where}: no grpc-status-details-bin`);
      return;
    }
    assert.ok(bin !== undefined && bin[0] instanceof Uint8Array, `${where}: grpc-status-details-bin present`);
    const status = readStatusDetails(bin[0] as Uint8Array);
    assert.equal(status.code, e.code, `${where}: google.rpc.Status.code`);
    const infos = status.details.flatMap((d) => (d.errorInfo !== undefined && d.errorInfo.domain === A2A_DOMAIN ? [d.errorInfo.reason] : []));
    assert.deepEqual(infos, [e.reason], `${where}: ErrorInfo reason`);
    return;
  }
  assert.equal(raw.kind, "http", where);
  if (raw.kind !== "http") return;
  switch (e.form) {
    case "success": {
      assert.equal(raw.status, e.status, `${where}: HTTP status`);
      const body = json(raw, where);
      assert.equal(body.error, undefined, `${where}: served, no error`);
      if (body.jsonrpc !== undefined) assert.ok(body.result !== undefined, `${where}: a JSON-RPC result`);
      if (e.contains !== undefined) assert.ok(raw.body.includes(e.contains), `${where}: response holds "${e.contains}"`);
      return;
    }
    case "sse-error": {
      assert.equal(raw.status, 200, `${where}: HTTP status`);
      assert.match(raw.headers["content-type"] ?? "", /^text\/event-stream/, `${where}: an event stream`);
      const events = sseEvents(raw.body);
      assert.equal(events.length, 1, `${where}: one event (${raw.body.slice(0, 200)})`);
      assert.equal(events[0].event, "error", `${where}: an "error" event`);
      const body = json({ body: events[0].data }, where);
      assert.ok(isObj(body.error), `${where}: a JSON-RPC error in the data line`);
      assert.equal(body.error.code, e.code, `${where}: JSON-RPC code`);
      assert.deepEqual(a2aReasons(body.error.data), e.reason === null ? [] : [e.reason], `${where}: ErrorInfo reason`);
      return;
    }
    case "jsonrpc-error": {
      assert.equal(raw.status, 200, `${where}: HTTP status`);
      const body = json(raw, where);
      assert.equal(body.jsonrpc, "2.0", `${where}: envelope`);
      assert.ok(isObj(body.error), `${where}: error member (${raw.body.slice(0, 200)})`);
      assert.equal(body.error.code, e.code, `${where}: JSON-RPC code`);
      assert.deepEqual(a2aReasons(body.error.data), e.reason === null ? [] : [e.reason], `${where}: ErrorInfo reason`);
      return;
    }
    case "rpc-status": {
      assert.equal(raw.status, e.status, `${where}: HTTP status`);
      const body = json(raw, where);
      assert.ok(isObj(body.error), `${where}: google.rpc.Status error member (${raw.body.slice(0, 200)})`);
      assert.equal(body.error.code, e.status, `${where}: error.code`);
      assert.equal(body.error.status, e.statusName, `${where}: error.status`);
      assert.deepEqual(a2aReasons(body.error.details), [e.reason], `${where}: ErrorInfo reason`);
      return;
    }
    case "bare-code": {
      assert.equal(raw.status, e.status, `${where}: HTTP status`);
      const body = json(raw, where);
      assert.equal(body.code, e.code, `${where}: JSON-RPC code in the body (${raw.body.slice(0, 200)})`);
      assert.equal(typeof body.message, "string", `${where}: message`);
      assert.equal(body.error, undefined, `${where}: not a google.rpc.Status`);
      return;
    }
    case "not-a2a": {
      assert.equal(raw.status, e.status, `${where}: HTTP status`);
      assert.match(raw.headers["content-type"] ?? "", /^text\/html/, `${where}: the framework's HTML page`);
      assert.doesNotMatch(raw.body, new RegExp(A2A_DOMAIN.replace(".", "\\.")), `${where}: no A2A error`);
      return;
    }
  }
}
