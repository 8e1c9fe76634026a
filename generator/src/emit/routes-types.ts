// The types of a route table, printed beside its data: per operation, what match answers for each
// binding (the path values it binds, what its query can set, the two merged as the request) and the
// request build takes. Field types are the version's message types (types.X as parsed for what match
// reads, types.XInput as accepted for what build takes), so the two modules never disagree.

import type { FieldShape, MessageShape, RouteBinding } from "@a2a-bindgen/runtime";
import type { VersionModel } from "../model/types.js";
import { docText, literal } from "./literal.js";

/** Path-bound fields by JSON name, nested like the message: true at a bound leaf. */
type PathTree = Map<string, PathTree | true>;

/** Well-known messages that travel as one scalar in a URL (the runtime's ScalarWkt): query leaves, not walked into. */
const SCALAR_WKT = new Set([
  "google.protobuf.Timestamp",
  "google.protobuf.Duration",
  "google.protobuf.FieldMask",
  "google.protobuf.StringValue",
  "google.protobuf.BytesValue",
  "google.protobuf.BoolValue",
  "google.protobuf.DoubleValue",
  "google.protobuf.FloatValue",
  "google.protobuf.Int32Value",
  "google.protobuf.UInt32Value",
  "google.protobuf.Int64Value",
  "google.protobuf.UInt64Value",
]);

/** The text of one table's types: a type literal keyed by operation ("{}" for an empty table). */
export function routeTypesText(v: VersionModel, bindings: readonly RouteBinding[]): string {
  const t = new TableTypes(v);
  // In the version's operation order, as `operations` lists them.
  const ops = v.operations.map((o) => o.name).filter((name) => bindings.some((b) => b.operation === name));
  if (ops.length === 0) return "{}";
  const lines = ops.map((op) => {
    const own = bindings.filter((b) => b.operation === op);
    const doc = docText(`${op}: ${own.map((b) => `${b.method} ${b.template}`).join(", ")}.`);
    const matches = t
      .bindingMatches(own)
      .map((m) => `\n      | ${m}`)
      .join("");
    return `  /** ${doc} */\n  ${literal(op)}: {\n    match:${matches};\n    build: ${t.buildRequest(own)};\n  };`;
  });
  return `{\n${lines.join("\n")}\n}`;
}

class TableTypes {
  private readonly messages = new Map<string, MessageShape>();
  private readonly locals = new Map<string, string>();

  constructor(v: VersionModel) {
    for (const m of Object.values(v.messages)) this.messages.set(m.name, m);
    for (const m of v.validators.messages) this.locals.set(m.name, m.local);
  }

  /**
   * The members of an operation's match union, one per binding: the binding with its literal names,
   * path, query, request. A query or request key another binding of the operation has is `?: never`
   * here, so reading it from the union gives undefined rather than failing to compile (path values stay
   * strings only: read a field from `request`).
   */
  bindingMatches(bindings: readonly RouteBinding[]): string[] {
    const parts = bindings.map((b) => {
      const tree = this.pathTree(b);
      // http.proto: with body "*" nothing comes from the query; a body field is not read from it.
      return {
        b,
        path: this.paths(b).map((p): Entry => [literal(p.join(".")), `${literal(p.join("."))}: string`]),
        query: b.body === "*" ? [] : this.fields(b.requestType, tree, "query", b.body, new Set()),
        request: this.fields(b.requestType, tree, b.body === "*" ? "path" : "request", b.body, new Set()),
      };
    });
    const filled = (own: Entry[], all: Entry[][]): string => {
      const keys = new Set(own.map(([k]) => k));
      const others = [...new Set(all.flat().map(([k]) => k))].filter((k) => !keys.has(k));
      return object([...own.map(([, text]) => text), ...others.map((k) => `${k}?: never`)]);
    };
    return parts.map(({ b, path, query, request }) => {
      const names = `readonly operation: ${literal(b.operation)}; readonly binding: ${literal(b.binding)}; readonly method: ${literal(b.method)}; readonly template: ${literal(b.template)}`;
      const [queries, requests] = [parts.map((p) => p.query), parts.map((p) => p.request)];
      const members = [
        `binding: RouteBinding & { ${names} }`,
        `path: ${object(texts(path))}`,
        `query: ${filled(query, queries)}`,
        `request: ${filled(request, requests)}`,
      ];
      const flat = `{ ${members.join("; ")} }`;
      return flat.length <= 160 ? flat : `{\n${members.map((m) => `        ${m};`).join("\n")}\n      }`;
    });
  }

  /**
   * What build takes: the request message as accepted, with the path fields of at least one binding
   * present (build picks the most specific binding the request fills). Only the smallest sets are
   * kept: a binding needing id and tenant adds nothing to one needing id alone.
   */
  buildRequest(bindings: readonly RouteBinding[]): string {
    const type = bindings[0].requestType;
    const local = this.locals.get(type);
    const base = local === undefined ? "Record<string, unknown>" : `types.${local}Input`;
    // A binding with an anonymous "*" cannot be built (no field gives that segment).
    const usable = bindings.filter(
      (b) => !b.pattern.segments.some((s, i) => s === "*" && !b.pattern.variables.some((x) => x.start <= i && i < (x.end ?? Infinity))),
    );
    const sets = usable.map((b) => this.paths(b).map((p) => p.join(".")));
    const minimal = sets.filter((s, i) => !sets.some((o, j) => (o.length < s.length || (o.length === s.length && j < i)) && o.every((x) => s.includes(x))));
    if (minimal.length === 0 || minimal.some((s) => s.length === 0)) return base;
    const alternatives = minimal.map((s) =>
      this.required(
        type,
        s.map((p) => p.split(".")),
      ),
    );
    return `${base} & (${alternatives.join(" | ")})`;
  }

  /** The JSON field paths a binding's path binds, in template order. */
  private paths(b: RouteBinding): string[][] {
    return b.pattern.variables.map((x) => this.resolve(b.requestType, x.fieldPath).map((f) => f.jsonName));
  }

  /** Fields along a proto field path (as written in the template). */
  private resolve(message: string, protoPath: readonly string[]): FieldShape[] {
    const out: FieldShape[] = [];
    let m = message;
    for (const name of protoPath) {
      const f = this.messages.get(m)?.fields.find((x) => x.name === name);
      if (f === undefined) throw new Error(`route types: field "${protoPath.join(".")}" is not in message "${message}"`);
      out.push(f);
      m = f.message ?? "";
    }
    return out;
  }

  private pathTree(b: RouteBinding): PathTree {
    const tree: PathTree = new Map();
    for (const segs of this.paths(b)) {
      let node = tree;
      segs.forEach((s, i) => {
        if (i === segs.length - 1) node.set(s, true);
        else {
          let next = node.get(s);
          if (next === undefined || next === true) node.set(s, (next = new Map()));
          node = next;
        }
      });
    }
    return tree;
  }

  /** The accepted type of the given (JSON) paths, required and non-null, nested: `{ "book": { "name": … } }`. */
  private required(message: string, paths: string[][]): string {
    const byHead = new Map<string, string[][]>();
    for (const p of paths) byHead.set(p[0], [...(byHead.get(p[0]) ?? []), p.slice(1)]);
    const shape = this.messages.get(message);
    const entries = [...byHead].map(([head, rest]) => {
      const f = shape?.fields.find((x) => x.jsonName === head);
      const value = rest.some((r) => r.length === 0) || f === undefined ? this.leaf(message, f, 1) : this.required(f.message ?? "", rest);
      return `${literal(head)}: ${value}`;
    });
    return object(entries);
  }

  /**
   * The fields of `message` match sets: "path" the path-bound ones (strings, as matched), "query" what
   * the query can set (optional, typed as parsed), "request" both merged. `seen` stops recursive messages.
   */
  private fields(message: string, tree: PathTree | undefined, mode: "path" | "query" | "request", body: string | null, seen: Set<string>): Entry[] {
    const shape = this.messages.get(message);
    if (shape === undefined) return [];
    const out: Entry[] = [];
    const push = (key: string, optional: boolean, type: string) => out.push([key, `${key}${optional ? "?" : ""}: ${type}`]);
    for (const f of shape.fields) {
      const key = literal(f.jsonName);
      const sub = tree?.get(f.jsonName);
      if (sub === true) {
        if (mode !== "query") push(key, false, "string");
        continue;
      }
      const queried = mode !== "path" && f.jsonName !== body;
      if (sub !== undefined) {
        // A message holding path-bound fields: required in the request (the path gave them), in the query only what is left.
        if (mode !== "query") push(key, false, object(texts(this.fields(f.message!, sub, queried ? "request" : "path", null, seen))));
        else if (queried) {
          const inner = this.fields(f.message!, sub, "query", null, seen);
          if (inner.length > 0) push(key, true, object(texts(inner)));
        }
        continue;
      }
      if (!queried || f.kind === "map" || (f.kind === "message" && f.repeated)) continue;
      if (f.kind === "scalar" || f.kind === "enum" || (f.message !== undefined && SCALAR_WKT.has(f.message))) {
        push(key, true, this.leaf(message, f, 0));
        continue;
      }
      // A message the query walks into (dotted keys), unless it is one already on the way.
      if (f.message === undefined || !this.messages.has(f.message) || seen.has(f.message)) continue;
      const inner = this.fields(f.message, undefined, "query", null, new Set(seen).add(message));
      if (inner.length > 0) push(key, true, object(texts(inner)));
    }
    return out;
  }

  /** A field's value type, from the version's message type: 0 as parsed, 1 as accepted (non-null). */
  private leaf(message: string, f: FieldShape | undefined, side: 0 | 1): string {
    const local = this.locals.get(message);
    if (local !== undefined && f !== undefined) return `NonNullable<types.${local}${side === 0 ? "" : "Input"}[${literal(f.jsonName)}]>`;
    return "unknown";
  }
}

/** A property of a printed object type: its key (as printed) and the whole member text. */
type Entry = [key: string, text: string];

function texts(entries: Entry[]): string[] {
  return entries.map(([, text]) => text);
}

/**
 * An object type of these members; with none, Record<string, never> (a `{}` would accept any value but
 * null and undefined). A long one puts a member a line, so no printed line grows past ~1,000 characters.
 */
function object(entries: string[]): string {
  if (entries.length === 0) return "Record<string, never>";
  const flat = `{ ${entries.join("; ")} }`;
  return flat.length <= 160 ? flat : `{\n${entries.map((e) => `          ${e};`).join("\n")}\n        }`;
}
