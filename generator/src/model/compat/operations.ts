// Operation plans: each operation's params, result or event resolved to message ids, checked
// against the rpc's types (rest) or the JSON-RPC request's params and success response's result.

import type { OperationPlan, ResultPlan, TypePlan } from "@a2a-bindgen/runtime";
import type { CompatOperationDialectRules } from "../../rules/schema.js";
import type { DialectBuilder } from "./builder.js";
import { DEF, NONE, sameJson, stripDocs } from "./universe-json.js";
import { Problem, type Json } from "./universe.js";

export function operation(
  db: DialectBuilder,
  identity: string,
  newerRpc: string,
  olderRpc: string | null,
  entryIndex: number,
  part: CompatOperationDialectRules | undefined,
): OperationPlan {
  const plan: OperationPlan = { identity, newerRpc: newerRpc, olderRpc: olderRpc, params: null, result: null, event: null };
  const where = entryIndex >= 0 ? `$.compat.operations[${entryIndex}].${db.dialect}` : "$.compat.operations";
  if (olderRpc === null) {
    if (part && (part.params !== null || (part.result ?? null) !== null || (part.event ?? null) !== null)) {
      db.problem(where, `dialect ${db.dialect}: operation ${identity} has no older rpc (see $.operations): its params, result and event must be null`);
    }
    return plan;
  }
  if (!part) {
    db.problem(
      where,
      `dialect ${db.dialect}: operation ${identity} (${olderRpc} → ${newerRpc}) has no "${db.dialect}" mapping: add {"id": "${identity}", "${db.dialect}": {"params": ..., "result"|"event": ...}}`,
    );
    return plan;
  }
  const newerOp = db.ctx.newer.operations.find((o) => o.name === newerRpc)!;
  const olderOp = db.ctx.older.operations.find((o) => o.name === olderRpc)!;
  const streaming = newerOp.streaming === "server_streaming";
  const fail = (w: string, msg: string) => db.problem(w, `dialect ${db.dialect}: operation ${identity}: ${msg}`);
  if ((olderOp.streaming === "server_streaming") !== streaming)
    fail(where, `${newerRpc} is ${newerOp.streaming} but the older ${olderRpc} is ${olderOp.streaming}`);
  // The older forms to match: rest: the rpc's messages; jsonrpc: the request definition's params and the success response's result.
  let olderParams: { key: string | null; node: Json | null } = { key: olderOp.requestType, node: null };
  let olderResult: { key: string | null; node: Json | null } = { key: olderOp.responseType, node: null };
  let resultKnown = true;
  if (db.dialect === "jsonrpc") {
    const j = db.ctx.json!;
    const jr = db.ctx.olderRules.jsonRpc;
    const reqDef = jr.methodNames === "jsonSchema" ? jr.requests[olderRpc] : undefined;
    const req = reqDef ? j.node(DEF + reqDef) : undefined;
    if (!reqDef || !req) {
      fail(where, `the older rpc ${olderRpc} has no JSON-RPC request definition ($.versions[${db.ctx.olderIndex}].jsonRpc.requests)`);
      return plan;
    }
    const params = (req.properties as Record<string, Json> | undefined)?.params;
    olderParams = params ? { key: `${DEF}${reqDef}/properties/params`, node: params } : { key: null, node: null };
    const respDef = part.response ?? reqDef.replace(/Request$/, "SuccessResponse");
    const resp = j.node(DEF + respDef);
    const result = (resp?.properties as Record<string, Json> | undefined)?.result;
    if (!resp || !result) {
      fail(
        `${where}.response`,
        `the success response definition "${respDef}"${part.response ? "" : " (derived from the request definition's name)"} ${resp ? "has no properties.result" : "does not exist"}: set "response" to the definition answering ${reqDef}`,
      );
      olderResult = { key: null, node: null };
      resultKnown = false;
    } else olderResult = { key: `${DEF}${respDef}/properties/result`, node: result };
  }
  const check = (id: string, newerType: string, older: { key: string | null; node: Json | null }, w: string, role: string): string | null =>
    db.guard(w, () => {
      const t = db.typeById(id, w);
      if (t.newer !== newerType) throw new Problem(`operation ${identity}: ${role} "${id}" pairs ${t.newer}, but ${newerRpc}'s ${role} is ${newerType}`);
      if (!matchesOlder(db, t, older)) {
        throw new Problem(
          `operation ${identity}: ${role} "${id}" pairs the older ${t.older === NONE ? "(nothing: older null)" : t.older}, but ${olderRpc}'s ${role} is ${older.key ?? "absent (map it with older: null)"}`,
        );
      }
      return id;
    });
  if (part.params === null) {
    const none = db.dialect === "jsonrpc" ? olderParams.key === null : db.olderUniverse.objOf(olderOp.requestType).props.size === 0;
    if (!none)
      fail(
        `${where}.params`,
        `params is null but the older ${olderRpc} request carries ${olderParams.key ?? olderOp.requestType}: name the message id converting it`,
      );
  } else plan.params = check(part.params, newerOp.requestType, olderParams, `${where}.params`, "params");
  const result = part.result ?? null;
  const event = part.event ?? null;
  if (streaming) {
    if (result !== null) fail(`${where}.result`, `${newerRpc} streams: name the per-event message in "event" and leave result null`);
    if (event === null) fail(`${where}.event`, `${newerRpc} streams: "event" must name the message id of each event`);
    else if (resultKnown) plan.event = check(event, newerOp.responseType, olderResult, `${where}.event`, "event");
  } else {
    if (event !== null) fail(`${where}.event`, `${newerRpc} is unary: event must be null`);
    if (result === null) fail(`${where}.result`, `"result" must name the message id of ${newerRpc}'s result (or {"empty": ...} for google.protobuf.Empty)`);
    else if (!resultKnown) {
      // reported above
    } else if (typeof result === "string") {
      const id = check(result, newerOp.responseType, olderResult, `${where}.result`, "result");
      if (id !== null) plan.result = { kind: "message", type: id };
    } else {
      const r = emptyResult(db, result.empty, newerOp.responseType, olderOp.responseType, olderResult.node, `${where}.result`, identity);
      if (r) plan.result = r;
    }
  }
  return plan;
}

function emptyResult(
  db: DialectBuilder,
  older: null | Record<string, never>,
  newerType: string,
  olderType: string,
  olderNode: Json | null,
  where: string,
  identity: string,
): ResultPlan | null {
  const fail = (msg: string) => {
    db.problem(where, `dialect ${db.dialect}: operation ${identity}: ${msg}`);
    return null;
  };
  if (newerType !== "google.protobuf.Empty") return fail(`{"empty": ...} is for a google.protobuf.Empty result; the newer result is ${newerType}`);
  if (db.dialect === "rest") {
    if (older === null) return fail(`the ProtoJSON form of google.protobuf.Empty is {}: write {"empty": {}}`);
    if (olderType !== "google.protobuf.Empty") return fail(`the older result is ${olderType}, not google.protobuf.Empty`);
    return { kind: "empty", older: {} };
  }
  const t = olderNode ? db.ctx.json!.deref(olderNode, "").node.type : undefined;
  if (t !== "null") return fail(`the older JSON-RPC result is not {"type": "null"}: it is not empty`);
  if (older !== null) return fail(`the older JSON-RPC result is null: write {"empty": null}`);
  return { kind: "empty", older: null };
}

function matchesOlder(db: DialectBuilder, t: TypePlan, older: { key: string | null; node: Json | null }): boolean {
  if (t.older === NONE || older.key === null) return t.older === NONE && older.key === null;
  if (db.dialect === "rest") return t.older === older.key;
  const j = db.ctx.json!;
  const n = older.node ?? j.node(older.key);
  if (!n) return false;
  const d = j.deref(n, older.key);
  if (t.older === older.key || t.older === d.ptr) return true;
  const tn = j.node(t.older);
  if (tn && sameJson(stripDocs(j.deref(tn, t.older).node), stripDocs(d.node))) return true;
  // One member of an anyOf of params forms (the member that carries every field).
  if (Array.isArray(d.node.anyOf)) return d.node.anyOf.some((m, i) => j.deref(m as Json, `${d.ptr}/anyOf/${i}`).ptr === t.older);
  return false;
}
