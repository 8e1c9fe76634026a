// Reads and validates a rules file, and resolves the JSON-RPC method names it points at.
// Every error names the file and the JSON path of the offending value.

import { readFileSync } from "node:fs";
import { basename, dirname, resolve } from "node:path";
import { JsonSchemaError, zodDefinitions, type ZodDefinition } from "../jsonschema/zod-source.js";
import { GenerationError } from "../model/errors.js";
import { rulesFile, type RulesFile, type VersionRules } from "./schema.js";

export interface LoadedRules extends RulesFile {
  /** Absolute path of the rules file (for messages). */
  file: string;
  /** A version's `jsonRpc.schema` (as written) → the file to read instead (plugin option json_schema); the written name still labels the output. */
  schemaFiles?: Map<string, string>;
}

export function loadRules(path: string): LoadedRules {
  const file = resolve(path);
  const raw = readJson(file, "rules file");
  const parsed = rulesFile.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new GenerationError(`${path}: ${jsonPath(issue.path)}: ${issue.message}`);
  }
  return { ...parsed.data, file: path };
}

/** What the generated code needs to answer invalid parameters, per binding (codes resolved). */
export interface InvalidParamsModel {
  jsonRpc: { code: number; message: string; source: string };
  http: { status: number; body: "google.rpc.Status" | "json-rpc-error"; rpcStatus: string | null; source: string };
}

/** The version's invalid-params answer, with a JSON Schema definition's code and message read from the schema. */
export function invalidParamsOf(rules: LoadedRules, version: VersionRules, versionIndex: number): InvalidParamsModel | null {
  const ip = version.errors?.invalidParams;
  if (ip === undefined) return null;
  const http = { status: ip.http.status, body: ip.http.body, rpcStatus: ip.http.rpcStatus ?? null, source: ip.http.source };
  if (ip.http.body === "google.rpc.Status" && http.rpcStatus === null) {
    throw new GenerationError(`${rules.file}: $.versions[${versionIndex}].errors.invalidParams.http.rpcStatus: required for a google.rpc.Status body`);
  }
  if ("code" in ip.jsonRpc) return { jsonRpc: { ...ip.jsonRpc }, http };
  const where = `${rules.file}: $.versions[${versionIndex}].errors.invalidParams.jsonRpc.definition`;
  if (version.jsonRpc.methodNames !== "jsonSchema") throw new GenerationError(`${where}: this version names no JSON Schema (jsonRpc.methodNames is not "jsonSchema")`);
  const { path: schemaPath, doc } = versionSchema(rules, version.jsonRpc.schema, where);
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
  return { jsonRpc: { code, message, source: ip.jsonRpc.source }, http };
}

/** Zod source for every definition of the version's JSON-RPC JSON Schema, or null when the version names none. */
export function jsonRpcSchemasOf(rules: LoadedRules, version: VersionRules, versionIndex: number): { file: string; definitions: ZodDefinition[] } | null {
  if (version.jsonRpc.methodNames !== "jsonSchema") return null;
  const { path: schemaPath, doc: schema } = versionSchema(rules, version.jsonRpc.schema, `${rules.file}: $.versions[${versionIndex}].jsonRpc.schema`);
  try {
    return { file: basename(schemaPath), definitions: zodDefinitions(schema, schemaPath) };
  } catch (e) {
    if (e instanceof JsonSchemaError) throw new GenerationError(e.message);
    throw e;
  }
}

/** rpc name → JSON-RPC method, read from the version's JSON Schema (`methodNames: "jsonSchema"`). */
export function jsonSchemaMethods(rules: LoadedRules, version: VersionRules, versionIndex: number): Map<string, { method: string; definition: string }> {
  const jr = version.jsonRpc;
  const out = new Map<string, { method: string; definition: string }>();
  if (jr.methodNames !== "jsonSchema") return out;
  const where = `${rules.file}: $.versions[${versionIndex}].jsonRpc`;
  const { path: schemaPath, doc } = versionSchema(rules, jr.schema, `${where}.schema`);
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
      throw new GenerationError(
        `${schemaPath}: $.definitions.${definition}.properties.method.const is not a string (named at ${where}.requests.${rpc})`,
      );
    }
    out.set(rpc, { method, definition });
  }
  return out;
}

/** The version's JSON-RPC JSON Schema document and path, or null when the version names none (`methodNames` is not "jsonSchema"). */
export function jsonSchemaOf(rules: LoadedRules, version: VersionRules, versionIndex: number): { path: string; doc: unknown } | null {
  if (version.jsonRpc.methodNames !== "jsonSchema") return null;
  return versionSchema(rules, version.jsonRpc.schema, `${rules.file}: $.versions[${versionIndex}].jsonRpc.schema`);
}

/** The version's JSON-RPC JSON Schema: its path, and the parsed document (read once per path). */
function versionSchema(rules: LoadedRules, schema: string, where: string): { path: string; doc: unknown } {
  const path = rules.schemaFiles?.get(schema) ?? resolve(dirname(resolve(rules.file)), schema);
  let doc = schemaDocs.get(path);
  if (doc === undefined) schemaDocs.set(path, (doc = readJson(path, `JSON Schema named at ${where}`)));
  return { path, doc };
}
const schemaDocs = new Map<string, unknown>();

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
