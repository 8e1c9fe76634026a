// Reads and validates a rules file and every file it names (each version's JSON-RPC JSON Schema),
// once, up front, and resolves what the rules point at in them (JSON-RPC method names, the
// invalid-params error). Prints nothing: the model gets plain data. Every error names the file and
// the JSON path of the offending value.

import { readFileSync } from "node:fs";
import { basename, dirname, resolve } from "node:path";
import type { InvalidParamsSpec } from "@a2a-bindgen/runtime";
import { GenerationError } from "../model/errors.js";
import { type ErrorTableModel, errorTableOf } from "./error-table.js";
import type { LoadedSchema } from "./loaded-schema.js";
import { rulesFile, type RulesFile, type VersionRules } from "./schema.js";

export type { LoadedSchema } from "./loaded-schema.js";

export interface LoadedRules extends RulesFile {
  /** Path of the rules file as given (for messages). */
  file: string;
  /** What each of $.versions points at, resolved (same index). */
  loaded: LoadedVersion[];
}

export interface LoadedVersion {
  /** The version's JSON-RPC JSON Schema, or null when it names none (`methodNames` is not "jsonSchema"). */
  jsonSchema: LoadedSchema | null;
  /** rpc name → JSON-RPC method and request definition, read from the JSON Schema; empty without one. */
  methods: Map<string, { method: string; definition: string }>;
  /** How invalid parameters are answered per binding, or null when the rules say nothing. */
  invalidParams: InvalidParamsModel | null;
  /** The version's error table (errors/<v>.ts), or null when the rules give none. */
  errors: ErrorTableModel | null;
}

type RulesWithFile = RulesFile & { file: string };

/**
 * Reads the rules file and every file it names, once. `jsonSchemas` ([release or protocol version, path]:
 * the plugin option json_schema) reads a version's JSON Schema from that file instead of the path the rules
 * give; the name the rules give still labels the output.
 */
export function loadRules(path: string, jsonSchemas: readonly (readonly [string, string])[] = []): LoadedRules {
  const file = resolve(path);
  const raw = readJson(file, "rules file");
  const parsed = rulesFile.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new GenerationError(`${path}: ${jsonPath(issue.path)}: ${issue.message}`);
  }
  const rules: LoadedRules = { ...parsed.data, file: path, loaded: [] };
  const overrides = schemaOverrides(rules, jsonSchemas);
  const docs = new Map<string, unknown>();
  for (const [i, v] of rules.versions.entries()) {
    const jsonSchema =
      v.jsonRpc.methodNames === "jsonSchema" ? readSchema(rules, v.jsonRpc.schema, `${path}: $.versions[${i}].jsonRpc.schema`, docs, overrides.get(i)) : null;
    rules.loaded.push({
      jsonSchema,
      methods: jsonSchemaMethods(rules, v, i, jsonSchema),
      invalidParams: invalidParamsOf(rules, v, i, jsonSchema),
      errors: errorTableOf(rules, v, i, jsonSchema),
    });
  }
  return rules;
}

/** What the generated code needs to answer invalid parameters, per binding (codes resolved): the runtime's spec, which the printed code hands it. */
export type InvalidParamsModel = InvalidParamsSpec;

/** The version's invalid-params answer, with a JSON Schema definition's code and message read from the schema. */
function invalidParamsOf(rules: RulesWithFile, version: VersionRules, versionIndex: number, loaded: LoadedSchema | null): InvalidParamsModel | null {
  const ip = version.errors?.invalidParams;
  if (ip === undefined) return null;
  const http = { status: ip.http.status, body: ip.http.body, rpcStatus: ip.http.rpcStatus ?? null, source: ip.http.source };
  if (ip.http.body === "google.rpc.Status" && http.rpcStatus === null) {
    throw new GenerationError(`${rules.file}: $.versions[${versionIndex}].errors.invalidParams.http.rpcStatus: required for a google.rpc.Status body`);
  }
  const errorInfo = invalidParamsErrorInfo(rules, version, versionIndex);
  const extra = errorInfo === undefined ? {} : { errorInfo };
  if ("code" in ip.jsonRpc) return { jsonRpc: { ...ip.jsonRpc }, http, ...extra };
  const where = `${rules.file}: $.versions[${versionIndex}].errors.invalidParams.jsonRpc.definition`;
  if (loaded === null) throw new GenerationError(`${where}: this version names no JSON Schema (jsonRpc.methodNames is not "jsonSchema")`);
  const { path: schemaPath, doc } = loaded;
  const schema = doc as {
    definitions?: Record<string, { properties?: { code?: { const?: unknown }; message?: { default?: unknown } } }>;
  };
  const def = schema.definitions?.[ip.jsonRpc.definition];
  const code = def?.properties?.code?.const;
  const message = def?.properties?.message?.default;
  if (typeof code !== "number" || !Number.isInteger(code)) {
    throw new GenerationError(`${schemaPath}: $.definitions.${ip.jsonRpc.definition}.properties.code.const is not an integer (named at ${where})`);
  }
  if (typeof message !== "string") {
    throw new GenerationError(`${schemaPath}: $.definitions.${ip.jsonRpc.definition}.properties.message.default is not a string (named at ${where})`);
  }
  return { jsonRpc: { code, message, source: ip.jsonRpc.source }, http, ...extra };
}

/** The ErrorInfo of the invalid-params answer, its domain and type URL read from the version's errors. */
function invalidParamsErrorInfo(rules: RulesWithFile, version: VersionRules, versionIndex: number): InvalidParamsModel["errorInfo"] {
  const e = version.errors;
  const info = e?.invalidParams.errorInfo;
  if (info === undefined) return undefined;
  const at = `${rules.file}: $.versions[${versionIndex}].errors`;
  if (e?.domain === undefined || e.detailTypes === undefined) {
    throw new GenerationError(`${at}.invalidParams.errorInfo: needs ${at}.domain and ${at}.detailTypes`);
  }
  if (e.invalidParams.http.body !== "google.rpc.Status") {
    throw new GenerationError(`${at}.invalidParams.errorInfo: only a google.rpc.Status body carries details`);
  }
  return { reason: info.reason, domain: e.domain.value, type: e.detailTypes.errorInfo, source: info.source };
}

/** rpc name → JSON-RPC method, read from the version's JSON Schema (`methodNames: "jsonSchema"`). */
function jsonSchemaMethods(
  rules: RulesWithFile,
  version: VersionRules,
  versionIndex: number,
  loaded: LoadedSchema | null,
): Map<string, { method: string; definition: string }> {
  const jr = version.jsonRpc;
  const out = new Map<string, { method: string; definition: string }>();
  if (jr.methodNames !== "jsonSchema" || loaded === null) return out;
  const where = `${rules.file}: $.versions[${versionIndex}].jsonRpc`;
  const { path: schemaPath, doc } = loaded;
  const schema = doc as {
    definitions?: Record<string, { anyOf?: { $ref?: string }[]; properties?: { method?: { const?: unknown } } }>;
  };
  const defs = schema.definitions ?? {};
  const union = defs[jr.requestUnion];
  if (!union?.anyOf) {
    throw new GenerationError(`${schemaPath}: $.definitions.${jr.requestUnion}.anyOf not found (named at ${where}.requestUnion)`);
  }
  const joined = new Set(Object.values(jr.requests));
  for (const [i, member] of union.anyOf.entries()) {
    const name = member.$ref?.replace(/^#\/definitions\//, "");
    if (!name || !joined.has(name)) {
      throw new GenerationError(
        `${schemaPath}: $.definitions.${jr.requestUnion}.anyOf[${i}] (${member.$ref ?? "no $ref"}) is joined to no rpc in ${where}.requests: every JSON-RPC method must map to an rpc`,
      );
    }
  }
  for (const [rpc, definition] of Object.entries(jr.requests)) {
    const method = defs[definition]?.properties?.method?.const;
    if (typeof method !== "string") {
      throw new GenerationError(`${schemaPath}: $.definitions.${definition}.properties.method.const is not a string (named at ${where}.requests.${rpc})`);
    }
    out.set(rpc, { method, definition });
  }
  return out;
}

/** A JSON Schema named at `where`, relative to the rules file; each path is read once per load. */
function readSchema(rules: RulesWithFile, schema: string, where: string, docs: Map<string, unknown>, override?: string): LoadedSchema {
  const path = override ?? resolve(dirname(resolve(rules.file)), schema);
  let doc = docs.get(path);
  if (doc === undefined) docs.set(path, (doc = readJson(path, `JSON Schema named at ${where}`)));
  return { path, file: basename(schema), doc };
}

/** Version index → the file to read its JSON Schema from, for each json_schema=<label>=<path> given. */
function schemaOverrides(rules: RulesWithFile, jsonSchemas: readonly (readonly [string, string])[]): Map<number, string> {
  const out = new Map<number, string>();
  for (const [label, path] of jsonSchemas) {
    const i = rules.versions.findIndex((x) => x.release === label || x.protocolVersion === label);
    if (i < 0) {
      throw new GenerationError(
        `option json_schema=${label}=${path}: the rules file ${rules.file} has no release or protocol version "${label}" (it has ${rules.versions.map((x) => x.release).join(", ")})`,
      );
    }
    if (rules.versions[i].jsonRpc.methodNames !== "jsonSchema")
      throw new GenerationError(`option json_schema=${label}=…: version ${label} of ${rules.file} names no JSON Schema`);
    out.set(i, resolve(path));
  }
  return out;
}

function readJson(path: string, what: string): unknown {
  let text: string;
  try {
    text = readFileSync(path, "utf8");
  } catch (e) {
    throw new GenerationError(`cannot read ${what} ${path}: ${(e as Error).message}`);
  }
  try {
    return JSON.parse(text);
  } catch (e) {
    throw new GenerationError(`${path}: not valid JSON: ${(e as Error).message}`);
  }
}

function jsonPath(path: readonly PropertyKey[]): string {
  let out = "$";
  for (const p of path) out += typeof p === "number" ? `[${p}]` : `.${String(p)}`;
  return out;
}
