// The error table: the newer version's JSON-RPC errors paired with the older JSON Schema's codes.

import type { ErrorPlan } from "@a2a-bindgen/runtime";
import type { Context } from "./context.js";
import type { JsonUniverse } from "./universe-json.js";
import type { Json } from "./universe.js";

export function buildErrors(ctx: Context, json: JsonUniverse | null, schemaName: string): ErrorPlan[] {
  const rules = ctx.compat.errors;
  if (!rules) return [];
  const at = (p: string, msg: string) => ctx.problems.push(`${ctx.file}: ${p}: ${msg}`);
  if (!json) {
    at("$.compat.errors", `the older version names no JSON Schema to read its errors from`);
    return [];
  }
  const olderByCode = new Map<number, string>();
  for (const [name, def] of Object.entries(((json.node("#") as Json | undefined)?.definitions ?? {}) as Record<string, Json>)) {
    const code = (def.properties as Record<string, Json> | undefined)?.code?.const;
    if (typeof code !== "number") continue;
    if (olderByCode.has(code)) at("$.compat.errors", `${schemaName} defines code ${code} twice (${olderByCode.get(code)}, ${name})`);
    else olderByCode.set(code, name);
  }
  const out: ErrorPlan[] = [];
  const seen = new Set<number>();
  for (const [i, e] of rules.newer.entries()) {
    const w = `$.compat.errors.newer[${i}]`;
    if (seen.has(e.code)) {
      at(w, `code ${e.code} is listed twice`);
      continue;
    }
    seen.add(e.code);
    const same = olderByCode.get(e.code);
    if (same !== undefined) {
      if (e.nearest) at(`${w}.nearest`, `stale: the older version has code ${e.code} (${same} in ${schemaName}): remove "nearest"`);
      out.push({ code: e.code, name: e.name, olderCode: e.code, olderName: same });
    } else if (!e.nearest) {
      at(w, `code ${e.code} (${e.name}) has no older form in ${schemaName}: add "nearest": {"code": <older code>, "reason": "..."}`);
    } else {
      const near = olderByCode.get(e.nearest.code);
      if (near === undefined) at(`${w}.nearest.code`, `${e.nearest.code} is no error code of ${schemaName}`);
      else if (e.nearest.name !== undefined && e.nearest.name !== near)
        at(`${w}.nearest.name`, `code ${e.nearest.code} is ${near} in ${schemaName}, not ${e.nearest.name}`);
      else out.push({ code: e.code, name: e.name, olderCode: e.nearest.code, olderName: near, nearest: e.nearest.reason });
    }
  }
  for (const [codeText] of Object.entries(rules.olderOnly)) {
    const code = Number(codeText);
    if (!olderByCode.has(code)) at(`$.compat.errors.olderOnly.${codeText}`, `${codeText} is no error code of ${schemaName}`);
    else if (seen.has(code)) at(`$.compat.errors.olderOnly.${codeText}`, `stale: code ${codeText} is listed in $.compat.errors.newer`);
  }
  // Older codes not listed: unchanged in the newer version (same code and name), like same-named fields.
  for (const [code, name] of [...olderByCode].sort((a, b) => b[0] - a[0])) {
    if (!seen.has(code) && !(String(code) in rules.olderOnly)) out.push({ code, name, olderCode: code, olderName: name });
  }
  return out;
}
