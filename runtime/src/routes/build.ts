// Client side: operation + request object → method, escaped path, query and body. Picks the
// most specific binding the request can fill, so optional path parameters (a tenant prefix)
// are used when present.

import { ConvertError } from "./convert.js";
import { escapePathSegments, escapePathValue } from "./escape.js";
import type { BindingPlan, VariablePlan } from "./plan.js";
import { checkedText, fieldValue, ownValue, QueryWriter, setOwn, type ExcludeTree } from "./query.js";
import { valueFitsPattern } from "./segments.js";
import type { ShapeIndex } from "./shapes.js";
import { BuildError, type BuiltRequest, type RouteBinding } from "./types.js";

interface Candidate {
  plan: BindingPlan;
  /** Template pieces in order: literal text, or the index of a variable in plan.vars. */
  pieces: (string | number)[];
  /** How the request travels: the binding's body rule, with GET/DELETE forced to "none". */
  body: "none" | "all" | "field";
  /** Query exclusions: path-bound fields, plus the body field when the body is one field. */
  queryExclude: ExcludeTree;
  /** Why this binding can never be built (an anonymous "*"), or null. */
  unusable: string | null;
}

/** Why a request cannot use a binding: the field and what is wrong with it. */
interface Misfit {
  field: string;
  reason: string;
}

function compileCandidate(shapes: ShapeIndex, plan: BindingPlan): Candidate {
  const { binding, vars } = plan;
  const segments = binding.pattern.segments;
  const pieces: (string | number)[] = [];
  let unusable: string | null = null;
  let literal = "";
  for (let i = 0; i < segments.length; ) {
    const v = vars.findIndex((x) => x.start === i && (x.end ?? segments.length) > i);
    if (v >= 0) {
      pieces.push(literal + "/", v);
      literal = "";
      i = vars[v].end ?? segments.length;
      continue;
    }
    const seg = segments[i];
    // An anonymous "**" may match zero segments, so it is simply left out; an anonymous "*"
    // needs a segment no request field provides.
    if (seg === "*") unusable = `template "${binding.template}" has a "*" bound to no field`;
    else if (seg !== "**") literal += "/" + seg;
    i++;
  }
  if (binding.pattern.verb !== null) literal += ":" + binding.pattern.verb;
  if (literal !== "" || pieces.length === 0) pieces.push(literal === "" ? "/" : literal);
  const noBody = binding.method === "GET" || binding.method === "DELETE" || binding.body === null;
  const body = noBody ? "none" : binding.body === "*" ? "all" : "field";
  const queryExclude: ExcludeTree = new Map(plan.pathTree);
  if (body === "field") queryExclude.set(shapes.field(binding.requestType, binding.body!)?.jsonName ?? binding.body!, true);
  return { plan, pieces, body, queryExclude, unusable };
}

function isPlainObject(v: unknown): v is Record<string, unknown> {
  return typeof v === "object" && v !== null && !Array.isArray(v) && !(v instanceof Uint8Array) && !(v instanceof Date);
}

export class Builder {
  private readonly byOperation = new Map<string, Candidate[]>();
  private readonly writer: QueryWriter;

  constructor(
    private readonly shapes: ShapeIndex,
    plans: readonly BindingPlan[],
  ) {
    this.writer = new QueryWriter(shapes);
    for (const plan of plans) {
      const op = plan.binding.operation;
      let list = this.byOperation.get(op);
      if (list === undefined) this.byOperation.set(op, (list = []));
      list.push(compileCandidate(shapes, plan));
    }
    // Most path variables first (the most specific binding the request can fill), then precedence.
    for (const list of this.byOperation.values()) {
      list.sort((a, b) => b.plan.vars.length - a.plan.vars.length || a.plan.binding.precedence - b.plan.binding.precedence);
    }
  }

  /** `request` is checked here (a plain object), whatever its static type. */
  build(operation: string, request: Record<string, unknown>): BuiltRequest {
    const candidates = this.byOperation.get(operation);
    if (candidates === undefined) throw new BuildError(operation, "unknown operation");
    if (!isPlainObject(request)) throw new BuildError(operation, "the request must be an object");
    const misfits: string[] = [];
    let lastMisfit: Misfit | undefined;
    for (const c of candidates) {
      if (c.unusable !== null) {
        misfits.push(c.unusable);
        continue;
      }
      const values: string[] = [];
      const misfit = this.pathValues(operation, c.plan, request, values);
      if (misfit !== null) {
        misfits.push(`${c.plan.binding.template}: ${misfit.reason}`);
        lastMisfit = misfit;
        continue;
      }
      return this.assemble(operation, c, request, values);
    }
    throw new BuildError(operation, `no binding fits the request (${misfits.join("; ")})`, lastMisfit?.field);
  }

  /** Fills `values` with the escaped path values, or says which field does not fit. */
  private pathValues(operation: string, plan: BindingPlan, request: Record<string, unknown>, values: string[]): Misfit | null {
    for (const v of plan.vars) {
      const raw = this.lookup(request, v);
      if (raw === undefined || raw === null || raw === "") return { field: v.jsonPath, reason: `"${v.jsonPath}" is missing` };
      let text: string;
      try {
        text = checkedText(v.valueKind, raw, this.shapes.enumShape(v.fields[v.fields.length - 1].enum));
      } catch (e) {
        if (e instanceof ConvertError) return { field: v.jsonPath, reason: `"${v.jsonPath}": ${e.message}` };
        throw e;
      }
      if (text === "") return { field: v.jsonPath, reason: `"${v.jsonPath}" is empty` };
      const simple = !v.multiSegment && v.pattern.length === 1 && v.pattern[0] === "*";
      if (!simple && !valueFitsPattern(text, v.pattern)) {
        return { field: v.jsonPath, reason: `"${v.jsonPath}" does not fit "${v.pattern.join("/")}"` };
      }
      try {
        values.push(v.multiSegment ? escapePathSegments(text) : escapePathValue(text));
      } catch (e) {
        if (e instanceof URIError) throw new BuildError(operation, `"${v.jsonPath}": ${e.message}`, v.jsonPath);
        throw e;
      }
    }
    return null;
  }

  /** A path variable's value in the request, walking nested objects by JSON or proto name. */
  private lookup(request: Record<string, unknown>, v: VariablePlan): unknown {
    let obj: unknown = request;
    for (const f of v.fields) {
      if (!isPlainObject(obj)) return undefined;
      obj = fieldValue(obj, f);
    }
    return obj;
  }

  private assemble(operation: string, c: Candidate, request: Record<string, unknown>, values: string[]): BuiltRequest {
    const binding: RouteBinding = c.plan.binding;
    let path = "";
    for (const p of c.pieces) path += typeof p === "string" ? p : values[p];
    let body: unknown;
    let query = "";
    if (c.body === "all") {
      // Every field but the path-bound ones travels in the body, so there is no query at all.
      body = this.omit(binding.requestType, request, c.plan.pathTree);
    } else {
      if (c.body === "field") {
        const f = this.shapes.field(binding.requestType, binding.body!);
        const v = f !== undefined ? fieldValue(request, f) : ownValue(request, binding.body!);
        body = v === undefined ? {} : v;
      }
      const pairs: string[] = [];
      this.writer.write(operation, binding.requestType, request, "", c.queryExclude, pairs);
      query = pairs.join("&");
    }
    return { method: binding.method, path, query, url: query === "" ? path : path + "?" + query, body, binding };
  }

  /**
   * A shallow copy of `obj` without the path-bound fields (matched by JSON or proto name). A
   * parent left empty by that removal goes too; one that was empty already stays.
   */
  private omit(message: string, obj: Record<string, unknown>, tree: ExcludeTree): Record<string, unknown> {
    const out: Record<string, unknown> = {};
    for (const key of Object.keys(obj)) {
      const value = obj[key];
      const f = this.shapes.field(message, key);
      const sub = f === undefined ? undefined : tree.get(f.jsonName);
      if (sub === true) continue;
      if (sub !== undefined && isPlainObject(value) && f!.message !== undefined) {
        const inner = this.omit(f!.message, value, sub);
        if (Object.keys(inner).length === 0 && Object.keys(value).length > 0) continue;
        setOwn(out, key, inner);
        continue;
      }
      setOwn(out, key, value);
    }
    return out;
  }
}
