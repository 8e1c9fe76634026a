// The route tables and the OpenAPI documents describe one set of routes. Every binding of the tables
// (canonical and the rules file's alternatives) is exactly one operation of its version's document and
// every operation a binding; and, as a property over generated path values: the path `routes.build`
// makes for a request matches that operation's template in the document, most specific template first
// (the document's rule for templates that match one path, and the router's), giving back the request's
// values; and a path filled in from the document's template is matched by the route table to the same
// rpc and binding, with the same field values. Expectations come from http.proto's path template
// rules and OpenAPI 3.1's Path Templating, not from the generator.

import assert from "node:assert/strict";
import { createRequire } from "node:module";
import { test } from "node:test";
import fc from "fast-check";
import { v0_3, v1_0 } from "@a2a-bindgen/a2a";

const require = createRequire(import.meta.url);
type Param = { name: string; in: string; $ref?: string; "x-a2a-field"?: string; "x-a2a-field-template"?: string; "x-a2a-multi-segment"?: boolean };
type Operation = { operationId: string; parameters: Param[]; "x-a2a-binding": string };
type Doc = { paths: Record<string, Record<string, Operation>> };
type Binding = { operation: string; binding: string; method: string; template: string };
type Routes = {
  bindings: readonly Binding[];
  match(method: string, path: string): { kind: string; operation?: string; binding?: Binding; request?: Record<string, unknown> };
  build(operation: string, request: Record<string, unknown>): { method: string; path: string; binding: Binding };
};

const versions = [
  {
    name: "v1_0",
    doc: require("@a2a-bindgen/a2a/v1_0/openapi.json") as Doc,
    routes: v1_0.routes as unknown as Routes,
    alternatives: v1_0.alternativeRoutes as unknown as Routes,
  },
  {
    name: "v0_3",
    doc: require("@a2a-bindgen/a2a/v0_3/openapi.json") as Doc,
    routes: v0_3.routes as unknown as Routes,
    alternatives: v0_3.alternativeRoutes as unknown as Routes,
  },
];

interface DocOperation {
  method: string;
  path: string;
  op: Operation;
  /** The operation's rpc: its id up to a binding suffix. */
  rpc: string;
  params: Param[];
}

function operations(doc: Doc): DocOperation[] {
  return Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, op]) => ({
      method: method.toUpperCase(),
      path,
      op,
      rpc: op.operationId.replace(/_(\d+|alternative\d+)$/, ""),
      params: op.parameters.filter((p) => p.in === "path"),
    })),
  );
}

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** OpenAPI Path Templating: each `{name}` is a value without "/" (or, marked multi-segment, with). */
function templateMatch(o: DocOperation, path: string): Record<string, string> | null {
  const names: string[] = [];
  const re = o.path.replace(/\{([^}]+)\}|[^{]+/g, (all, name: string | undefined) => {
    if (name === undefined) return escapeRe(all);
    names.push(name);
    return o.params.find((p) => p.name === name)?.["x-a2a-multi-segment"] ? "(.+)" : "([^/]+)";
  });
  const m = new RegExp(`^${re}$`).exec(path);
  if (!m) return null;
  return Object.fromEntries(names.map((n, i) => [n, decodeURIComponent(m[i + 1])]));
}

/** Literal characters of a template: more is more specific. */
const literalLength = (path: string) => path.replace(/\{[^}]+\}/g, "").length;

/** The request fields a set of path values sets (a field template reassembled), by JSON field path. */
function fieldsOf(o: DocOperation, values: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const p of o.params) {
    const field = p["x-a2a-field"];
    if (field === undefined) continue;
    const t = p["x-a2a-field-template"];
    out[field] = t === undefined ? values[p.name] : t.replace(/\{([^}]+)\}/g, (_, n: string) => values[n]);
  }
  return out;
}

function setPath(target: Record<string, unknown>, dotted: string, value: unknown) {
  const segs = dotted.split(".");
  let at = target;
  for (const s of segs.slice(0, -1)) at = (at[s] ??= {}) as Record<string, unknown>;
  at[segs[segs.length - 1]] = value;
}

function getPath(source: Record<string, unknown> | undefined, dotted: string): unknown {
  let at: unknown = source;
  for (const s of dotted.split(".")) at = (at as Record<string, unknown> | undefined)?.[s];
  return at;
}

// Path values: unreserved characters and ones http.proto's escaping must carry (":" "/" "%" " " "é" "?" "#").
const segment = fc.string({ unit: fc.constantFrom(..."abcXYZ09-._~:% é?#@!/"), minLength: 1, maxLength: 8 });
const noSlash = segment.filter((s) => !s.includes("/"));

for (const v of versions) {
  const ops = operations(v.doc);
  const all = [...v.routes.bindings, ...v.alternatives.bindings];

  test(`${v.name}: every route binding is exactly one operation of the document, and every operation a binding`, () => {
    assert.equal(ops.length, all.length, `${ops.length} operations, ${all.length} route bindings`);
    for (const b of all) {
      const hits = ops.filter((o) => o.rpc === b.operation && o.op["x-a2a-binding"] === b.binding && o.method === b.method);
      assert.equal(hits.length, 1, `${b.method} ${b.template} (${b.operation} ${b.binding}): ${hits.length} operations`);
    }
    assert.equal(new Set(ops.map((o) => o.op.operationId)).size, ops.length, "operation ids are unique");
    for (const o of ops)
      assert.ok(
        v.routes.bindings.some((b) => b.operation === o.rpc) || v.alternatives.bindings.some((b) => b.operation === o.rpc),
        `${o.op.operationId} names an rpc`,
      );
  });

  test(`${v.name}: a path built by routes.build matches its operation's template in the document, most specific first, with the request's values`, () => {
    const canonical = ops.filter((o) => !o.op["x-a2a-binding"].startsWith("alternative:"));
    for (const o of canonical) {
      fc.assert(
        fc.property(fc.tuple(...o.params.map(() => noSlash)), (vals) => {
          const values = Object.fromEntries(o.params.map((p, i) => [p.name, vals[i]]));
          const request: Record<string, unknown> = {};
          for (const [field, value] of Object.entries(fieldsOf(o, values))) setPath(request, field, value);
          const built = v.routes.build(o.rpc, request);
          assert.equal(built.binding.binding, o.op["x-a2a-binding"], `${o.op.operationId}: build chose ${built.binding.template}`);
          assert.equal(built.method, o.method);
          const matching = ops.filter((x) => x.method === built.method && templateMatch(x, built.path) !== null);
          const best = Math.max(...matching.map((x) => literalLength(x.path)));
          const winners = matching.filter((x) => literalLength(x.path) === best);
          assert.deepEqual(
            winners.map((x) => x.op.operationId),
            [o.op.operationId],
            `${built.path}: the most specific templates are ${winners.map((x) => x.path).join(", ")}`,
          );
          assert.deepEqual(templateMatch(o, built.path), values, `${o.path} against ${built.path}`);
        }),
        { numRuns: 40 },
      );
    }
  });

  test(`${v.name}: a path filled in from the document's template is routed to the same rpc and binding, with the same field values`, () => {
    for (const o of ops) {
      const table = o.op["x-a2a-binding"].startsWith("alternative:") ? v.alternatives : v.routes;
      fc.assert(
        fc.property(fc.tuple(...o.params.map(() => noSlash)), (vals) => {
          const values = Object.fromEntries(o.params.map((p, i) => [p.name, vals[i]]));
          const path = o.path.replace(/\{([^}]+)\}/g, (_, n: string) =>
            encodeURIComponent(values[n]).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`),
          );
          const m = table.match(o.method, path);
          assert.equal(m.kind, "match", `${o.method} ${path}: ${m.kind}`);
          assert.equal(m.binding?.operation, o.rpc);
          assert.equal(m.binding?.binding, o.op["x-a2a-binding"]);
          for (const [field, value] of Object.entries(fieldsOf(o, values))) assert.equal(getPath(m.request, field), value, `${path}: field ${field}`);
        }),
        { numRuns: 40 },
      );
    }
  });
}
