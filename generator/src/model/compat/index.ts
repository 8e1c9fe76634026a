// The version-diff adapters' model: one DialectPlan per dialect of the older version, resolved from
// both versions' descriptors (their ValidatorModels), the older version's JSON Schema and the rules
// file's `compat` mapping. Generic: every fact about a particular protocol is in the rules file.
//
// What is checked here (and nowhere later): every name the mapping uses exists; both sides of every
// pair have convertible types; every operation's params/result/event types are the rpc's (or the
// JSON-RPC request's params / success response's result); and completeness: every field of either
// side of every pair that is reached is mapped (explicitly, automatically by equal JSON names, or
// through paths, templates, variants, hoist, derive, consts) or listed one-sided with a reason.
// Problems are collected and thrown as one GenerationError, one line per problem, each naming the
// rules pointer, the dialect, the pair and the field.
//
// The parts: universe*.ts (both sides' types), context.ts (what the parts share), builder.ts (a dialect's
// shared state and message pairs), pair.ts with its steps (fields, templates, hoist, variants, one-sided,
// completeness; each takes the pair's state, pair-state.ts), values.ts, enums.ts, operations.ts, lifted.ts
// (whole-dialect checks) and errors.ts. No step imports another's caller: the builder is given the two
// steps it calls back into, so the modules import one way only.

import type { DialectPlan, OperationPlan } from "@a2a-bindgen/runtime";
import type { LoadedRules } from "../../rules/load.js";
import { GenerationError } from "../errors.js";
import type { CompatModel, VersionModel } from "../types.js";
import { DialectBuilder } from "./builder.js";
import type { Context, EntryInfo, EnumEntryInfo } from "./context.js";
import { buildErrors } from "./errors.js";
import { checkLifted, unreached } from "./lifted.js";
import { operation } from "./operations.js";
import { buildType } from "./pair.js";
import { protoUniverse } from "./universe-proto.js";
import { NONE, jsonUniverse } from "./universe-json.js";
import type { Dialect, Universe } from "./universe.js";
import { infer } from "./values.js";

type Identities = readonly { id: string; operations: Record<string, string> }[];

/** The problems of the mapping, or the plans (one per dialect, in "rest", "jsonrpc" order). */
export function compatProblems(
  rules: LoadedRules,
  versions: readonly VersionModel[],
  identities: Identities,
): { model: CompatModel | null; problems: string[] } {
  const compat = rules.compat;
  if (!compat) return { model: null, problems: [] };
  const file = rules.file;
  const problems: string[] = [];
  const at = (p: string, msg: string) => problems.push(`${file}: ${p}: ${msg}`);
  const newer = versions.find((v) => v.protocolVersion === compat.newer);
  const older = versions.find((v) => v.protocolVersion === compat.older);
  if (!newer) at("$.compat.newer", `no version "${compat.newer}" was generated`);
  if (!older) at("$.compat.older", `no version "${compat.older}" was generated`);
  if (!newer || !older) return { model: null, problems };
  const olderIndex = rules.versions.findIndex((v) => v.protocolVersion === compat.older);
  if (olderIndex < 0) {
    at("$.compat.older", `version "${compat.older}" is not in $.versions`);
    return { model: null, problems };
  }
  const olderRules = rules.versions[olderIndex];
  const schema = rules.loaded[olderIndex].jsonSchema;
  const schemaName = schema ? schema.file : "";
  const json = schema ? jsonUniverse(schema.doc, schemaName) : null;
  const dialects: Dialect[] = [];
  if (compat.dialects.rest) {
    if (compat.dialects.rest.package !== older.package)
      at("$.compat.dialects.rest.package", `"${compat.dialects.rest.package}" is not the older version's package (${older.package})`);
    else dialects.push("rest");
  }
  if (compat.dialects.jsonrpc) {
    if (!json)
      at("$.compat.dialects.jsonrpc", `version ${compat.older} names no JSON Schema ($.versions[${olderIndex}].jsonRpc.methodNames is not "jsonSchema")`);
    else dialects.push("jsonrpc");
  }
  const newerUniverse = protoUniverse(newer.package, newer.validators);
  const olderUniverses: Record<Dialect, Universe | null> = {
    rest: dialects.includes("rest") ? protoUniverse(older.package, older.validators) : null,
    jsonrpc: json,
  };
  const sides = { newerUniverse, olderUniverses, newerPackage: newer.package, olderPackage: older.package, schemaName, at };
  const { entries, entryById } = resolveMessages(rules, sides);
  const enumEntries = resolveEnums(rules, sides);
  const ctx: Context = { file, compat, problems, newerUniverse, newer, older, olderRules, olderIndex, json, entries, entryById, enumEntries };

  // Operation entries: each names a known identity, once.
  const opIndex = new Map<string, number>();
  for (const [i, o] of compat.operations.entries()) {
    if (!identities.some((x) => x.id === o.id)) at(`$.compat.operations[${i}].id`, `"${o.id}" is no operation identity ($.operations)`);
    else if (opIndex.has(o.id)) at(`$.compat.operations[${i}].id`, `"${o.id}" is listed twice`);
    else opIndex.set(o.id, i);
  }

  const errors = buildErrors(ctx, json, schemaName);
  const plans = dialects.map((d) => ({ ...dialectPlan(ctx, d, identities, opIndex), errors }));
  return {
    model: { newer: compat.newer, older: compat.older, plans, peers: compat.peers.map((p) => ({ ...p, differences: p.differences.map((d) => ({ ...d })) })) },
    problems,
  };
}

/** The compat model, or null when the rules file has no `compat` section; every problem of the mapping throws (all of them, one per line). */
export function buildCompatModel(rules: LoadedRules | null, versions: readonly VersionModel[], identities: Identities): CompatModel | null {
  if (!rules?.compat) return null;
  const { model, problems } = compatProblems(rules, versions, identities);
  if (problems.length > 0) {
    throw new GenerationError(problems.length === 1 ? problems[0] : `${problems.length} problems in the compat mapping:\n${problems.join("\n")}`);
  }
  return model;
}

interface Sides {
  newerUniverse: Universe;
  olderUniverses: Record<Dialect, Universe | null>;
  newerPackage: string;
  olderPackage: string;
  schemaName: string;
  at: (p: string, msg: string) => void;
}

/** Resolves every message entry's names once. */
function resolveMessages(rules: LoadedRules, s: Sides): { entries: EntryInfo[]; entryById: Map<string, EntryInfo> } {
  const entries: EntryInfo[] = [];
  const entryById = new Map<string, EntryInfo>();
  for (const [i, m] of rules.compat!.messages.entries()) {
    const newerKey = s.newerUniverse.messageKey(m.newer);
    if (newerKey === null) s.at(`$.compat.messages[${i}].newer`, `no message "${m.newer}" in the newer package ${s.newerPackage}`);
    const info: EntryInfo = { index: i, id: m.id, newerKey, older: {} };
    for (const d of ["rest", "jsonrpc"] as const) {
      const part = m[d];
      if (!part) continue;
      const u = s.olderUniverses[d];
      if (!u) {
        s.at(`$.compat.messages[${i}].${d}`, `dialect ${d} is not named in $.compat.dialects`);
        continue;
      }
      if (part.older === null) {
        info.older[d] = NONE;
        continue;
      }
      const key = u.messageKey(part.older);
      if (key === null)
        s.at(
          `$.compat.messages[${i}].${d}.older`,
          `no ${d === "rest" ? `message "${part.older}" in the older package ${s.olderPackage}` : `"${part.older}" in ${s.schemaName}`}`,
        );
      info.older[d] = key;
    }
    if (entryById.has(m.id)) s.at(`$.compat.messages[${i}].id`, `"${m.id}" is also the id of $.compat.messages[${entryById.get(m.id)!.index}]`);
    else entryById.set(m.id, info);
    entries.push(info);
  }
  return { entries, entryById };
}

/** Resolves every enum entry's names once. */
function resolveEnums(rules: LoadedRules, s: Sides): EnumEntryInfo[] {
  const enumEntries: EnumEntryInfo[] = [];
  const enumIds = new Set<string>();
  for (const [i, e] of rules.compat!.enums.entries()) {
    const newerEnum = s.newerUniverse.enumOf(e.newer);
    if (newerEnum === null) s.at(`$.compat.enums[${i}].newer`, `no enum "${e.newer}" in the newer package ${s.newerPackage}`);
    const id = e.id ?? newerEnum?.local ?? e.newer;
    if (enumIds.has(id)) s.at(`$.compat.enums[${i}]`, `the enum id "${id}" is used twice`);
    enumIds.add(id);
    const info: EnumEntryInfo = { index: i, id, newerKey: newerEnum?.key ?? null, older: {} };
    for (const d of ["rest", "jsonrpc"] as const) {
      const part = e[d];
      if (!part) continue;
      const u = s.olderUniverses[d];
      if (!u) {
        s.at(`$.compat.enums[${i}].${d}`, `dialect ${d} is not named in $.compat.dialects`);
        continue;
      }
      const found = u.enumOf(part.older);
      if (found === null)
        s.at(`$.compat.enums[${i}].${d}.older`, `no enum "${part.older}" in ${d === "rest" ? `the older package ${s.olderPackage}` : s.schemaName}`);
      info.older[d] = found;
    }
    enumEntries.push(info);
  }
  return enumEntries;
}

/** One dialect's plan: its operations, kinds, and every type and enum they reach (errors are added by the caller). */
function dialectPlan(ctx: Context, d: Dialect, identities: Identities, opIndex: Map<string, number>): Omit<DialectPlan, "errors"> {
  const compat = ctx.compat;
  const b = new DialectBuilder(ctx, d, { buildType, infer });
  const operations: Record<string, OperationPlan> = {};
  for (const ident of identities) {
    const newerRpc = ident.operations[compat.newer];
    if (newerRpc === undefined) continue;
    const i = opIndex.get(ident.id) ?? -1;
    operations[ident.id] = operation(
      b,
      ident.id,
      newerRpc,
      ident.operations[compat.older] ?? null,
      i,
      i >= 0 ? (compat.operations[i][d] ?? undefined) : undefined,
    );
  }
  const kinds: Record<string, string> = {};
  for (const [k, id] of Object.entries(compat.kinds).sort(([a], [c]) => (a < c ? -1 : a > c ? 1 : 0))) {
    if (b.guard(`$.compat.kinds.${k}`, () => b.typeById(id, `$.compat.kinds.${k}`))) kinds[k] = id;
  }
  const roots: { where: string; id: string }[] = [];
  for (const [k, id] of Object.entries(kinds)) roots.push({ where: `$.compat.kinds.${k}`, id });
  for (const op of Object.values(operations)) {
    const i = opIndex.get(op.identity) ?? -1;
    for (const [role, id] of [
      ["params", op.params],
      ["result", op.result?.kind === "message" ? op.result.type : null],
      ["event", op.event],
    ] as const) {
      if (id !== null) roots.push({ where: `$.compat.operations[${i}].${d}.${role}`, id });
    }
  }
  checkLifted(b, roots);
  unreached(b);
  return { dialect: d, newerVersion: compat.newer, olderVersion: compat.older, types: sortRecord(b.types), enums: sortRecord(b.enums), operations, kinds };
}

function sortRecord<T>(m: ReadonlyMap<string, T>): Record<string, T> {
  const out: Record<string, T> = {};
  for (const k of [...m.keys()].sort()) out[k] = m.get(k)!;
  return out;
}
