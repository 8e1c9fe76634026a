// Per-binding facts both directions need, worked out once when a table is created: each path
// variable's JSON field path and field shape, and the set of fields the path binds.

import { valueKindOf, type ShapeIndex, type ValueKind } from "./shapes.js";
import type { FieldShape, RouteBinding } from "./types.js";
import type { ExcludeTree } from "./query.js";

export interface VariablePlan {
  /** JSON field path joined with "." ("book.name"): the key in MatchResult.path. */
  jsonPath: string;
  /** The same path as JSON names, one per level. */
  jsonSegs: string[];
  /** The fields along the path; the last one holds the value. */
  fields: FieldShape[];
  valueKind: ValueKind;
  start: number;
  end: number | null;
  multiSegment: boolean;
  /** The variable's own segment pattern ("*", "shelves/*", "**"…). */
  pattern: string[];
}

export interface BindingPlan {
  binding: RouteBinding;
  vars: VariablePlan[];
  /** Dotted JSON paths of the path-bound fields. */
  pathBound: Set<string>;
  /** The same, as a tree, for leaving them out of bodies and queries. */
  pathTree: ExcludeTree;
}

export function planBinding(shapes: ShapeIndex, binding: RouteBinding): BindingPlan {
  const segments = binding.pattern.segments;
  const deep = segments.indexOf("**");
  if (deep >= 0 && deep !== segments.length - 1) {
    throw new Error(`route table: "${binding.template}": "**" must be the last segment`);
  }
  const vars: VariablePlan[] = [];
  const pathBound = new Set<string>();
  const pathTree: ExcludeTree = new Map();
  for (const v of binding.pattern.variables) {
    const end = v.end ?? segments.length;
    if (v.start < 0 || end > segments.length || v.start > end) {
      throw new Error(`route table: "${binding.template}": variable ${v.fieldPath.join(".")} has a bad segment range`);
    }
    const fields = shapes.resolveProtoPath(binding.requestType, v.fieldPath);
    const leaf = fields[fields.length - 1];
    const valueKind = valueKindOf(leaf);
    if (valueKind === null || leaf.repeated) {
      throw new Error(`route table: "${binding.template}": ${v.fieldPath.join(".")} is not a singular scalar field`);
    }
    const jsonSegs = fields.map((f) => f.jsonName);
    const jsonPath = jsonSegs.join(".");
    pathBound.add(jsonPath);
    let tree = pathTree;
    for (let i = 0; i < jsonSegs.length - 1; i++) {
      let sub = tree.get(jsonSegs[i]);
      if (sub === undefined || sub === true) {
        sub = new Map();
        tree.set(jsonSegs[i], sub);
      }
      tree = sub;
    }
    tree.set(jsonSegs[jsonSegs.length - 1], true);
    vars.push({
      jsonPath,
      jsonSegs,
      fields,
      valueKind,
      start: v.start,
      end: v.end,
      multiSegment: v.multiSegment,
      pattern: segments.slice(v.start, end),
    });
  }
  return { binding, vars, pathBound, pathTree };
}
