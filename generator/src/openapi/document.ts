// A version's HTTP+JSON binding as an OpenAPI 3.1 document: one operation per route binding (the
// canonical ones, then the rules file's alternatives, each marked), its path and query parameters, its
// body, its answer (JSON, or an event stream whose events' data the `x-a2a-stream-event` extension types),
// the binding's error answers and service parameters, and the schemas of every message. Operation ids
// are rpc names; a second binding of one rpc adds its number. Every element names the proto element it
// was printed from (`x-a2a-printed-from`).

import type { RouteBinding } from "@a2a-bindgen/runtime";
import { GenerationError } from "../model/errors.js";
import type { OperationModel, ProtocolModel, VersionModel } from "../model/types.js";
import { errorBodySchema, errorResponses, errorSchemas } from "./errors.js";
import { serviceParameters } from "./headers.js";
import { openApiPath } from "./paths.js";
import { queryParameters } from "./parameters.js";
import { componentRef, type JsonObject, type SchemaSource } from "./types.js";

export const OPENAPI_VERSION = "3.1.0";

export interface DocumentSettings {
  /** "protoc-gen-a2a 0.2.0" */
  generatedBy: string;
  /** The JSON Schema of every message (openapi/schemas). */
  schemas: SchemaSource;
  /** The SSE event name of an error mid-stream, when the binding sends one. */
  streamErrorEvent: string | null;
  /** info.license (rules file), or null. */
  license?: { name: string; identifier: string } | null | undefined;
  /** Inputs that differ from their pin, accepted by the user (recorded in info). */
  unpinned?: readonly { file: string; sha256: string }[] | undefined;
}

/** The operation id of a binding: the rpc name, then `_<n>` for additional binding n-1, `_alternative<n>` for the rules' alternatives. */
export function operationId(b: RouteBinding): string {
  const extra = /^additional_bindings\[(\d+)\]$/.exec(b.binding);
  if (extra) return `${b.operation}_${Number(extra[1]) + 1}`;
  const alt = /\[(\d+)\]$/.exec(b.binding);
  if (b.alternative !== undefined) return `${b.operation}_alternative${alt ? Number(alt[1]) + 1 : 1}`;
  return b.operation;
}

function where(v: VersionModel, op: OperationModel, b: RouteBinding): string {
  return `${op.file}${op.line === null ? "" : `:${op.line}`}: rpc ${op.name} ${b.binding}`;
}

export function openApiDocument(v: VersionModel, protocol: ProtocolModel | null, s: DocumentSettings): JsonObject {
  const ops = new Map(v.operations.map((o) => [o.name, o]));
  const params = serviceParameters(v, protocol);
  const errors = errorResponses(v.errors);
  const errorRefs = Object.fromEntries(
    Object.keys(errors).map((k) => [k === "default" ? k : k.slice("Error".length), { $ref: `#/components/responses/${k}` }]),
  );
  const paths: Record<string, JsonObject> = {};
  const tags = new Set<string>();
  for (const b of [...v.bindings, ...v.alternatives]) {
    const op = ops.get(b.operation);
    if (op === undefined) throw new GenerationError(`${v.package}: binding ${b.binding} names no rpc ${b.operation}`);
    const at = where(v, op, b);
    const p = openApiPath(b, v.messages, s.schemas, at);
    // A custom kind OpenAPI 3.1 has no field for goes where 3.2 puts it (additionalOperations), as an extension.
    const standard = ["get", "put", "post", "delete", "patch", "head", "options", "trace"].includes(b.method.toLowerCase());
    const method = standard ? b.method.toLowerCase() : b.method;
    const pathItem = (paths[p.path] ??= {});
    const item = standard ? pathItem : ((pathItem["x-a2a-additional-operations"] ??= {}) as JsonObject);
    if (item[method] !== undefined) throw new GenerationError(`${at}: ${b.method} ${p.path} is already the path of another binding`);
    const tag = op.service.slice(op.service.lastIndexOf(".") + 1);
    tags.add(tag);
    const request = b.body === null ? undefined : requestBody(v, b, p.bound, s);
    const streaming = op.streaming === "server_streaming";
    const answer = responseSchema(v, b, op, s);
    item[method] = {
      operationId: operationId(b),
      summary: b.alternative === undefined ? op.name : `${op.name} (${b.alternative.disagreement}: the spec's form)`,
      description: description(op, b),
      tags: [tag],
      parameters: [...p.parameters, ...queryParameters(b.requestType, b.body, p.boundJson, v.messages, s.schemas), ...params.request],
      ...(request ? { requestBody: request } : {}),
      responses: {
        "200": streaming
          ? {
              description: `A stream of Server-Sent Events, each one's data a ${s.schemas.local(op.responseType)} (x-a2a-stream-event: OpenAPI 3.1 cannot type the items of a stream, 3.2's itemSchema can).`,
              headers: params.response,
              content: { "text/event-stream": { schema: { type: "string" } } },
              "x-a2a-stream-event": answer,
              ...(s.streamErrorEvent !== null && v.errors !== null
                ? { "x-a2a-stream-error-event": { event: s.streamErrorEvent, data: errorBodySchema(v.errors) } }
                : {}),
            }
          : { description: `${s.schemas.local(op.responseType)}.`, headers: params.response, content: { "application/json": { schema: answer } } },
        ...errorRefs,
      },
      "x-a2a-printed-from": `${op.service}.${op.name} (${op.file}${op.line === null ? "" : `:${op.line}`}) ${b.binding}`,
      "x-a2a-binding": b.binding,
      ...(b.alternative ? { "x-a2a-alternative": b.alternative } : {}),
    };
  }
  return {
    openapi: OPENAPI_VERSION,
    info: {
      title: v.release ? `A2A ${v.release} HTTP+JSON (${v.package})` : `${v.package} HTTP+JSON`,
      version: v.release ?? v.protocolVersion,
      description: infoDescription(v, s),
      ...(s.license ? { license: { name: s.license.name, identifier: s.license.identifier } } : {}),
      "x-a2a-generated-by": s.generatedBy,
      "x-a2a-printed-from": v.files.join(", "),
      ...(s.unpinned && s.unpinned.length > 0 ? { "x-a2a-unpinned-inputs": s.unpinned } : {}),
    },
    tags: [...tags].map((name) => ({ name, description: `The rpcs of ${v.operations.find((o) => o.service.endsWith(`.${name}`))?.service ?? name}.` })),
    paths,
    components: {
      schemas: { ...s.schemas.defs, ...errorSchemas(v.errors) },
      parameters: params.components,
      responses: errors,
    },
    ...(s.schemas.notStated.length > 0 ? { "x-a2a-not-stated": s.schemas.notStated } : {}),
  };
}

function description(op: OperationModel, b: RouteBinding): string {
  const lines = [`rpc ${op.service}.${op.name} over HTTP+JSON: ${b.method} ${b.template} (${b.binding}).`];
  if (b.alternative)
    lines.push(`Not the proto's form: the spec's (${b.alternative.specSections.join(", ")}), rules file disagreement ${b.alternative.disagreement}.`);
  return lines.join(" ");
}

function infoDescription(v: VersionModel, s: DocumentSettings): string {
  return [
    `Every route of the HTTP+JSON binding of ${v.package}${v.release ? ` (protocol version ${v.protocolVersion})` : ""}, printed by ${s.generatedBy} from ${v.files.join(", ")}.`,
    "Paths are relative to the URL of the agent's HTTP+JSON interface. The schemas accept what the generated validators accept;",
    "x-a2a-not-stated lists what JSON Schema cannot say of them.",
    "Where two templates match one path, the more specific wins (a literal segment beats a variable; a custom verb must match),",
    "as the route tables decide and OpenAPI leaves undefined.",
  ].join(" ");
}

function requestBody(v: VersionModel, b: RouteBinding, bound: ReadonlySet<string>, s: DocumentSettings): JsonObject {
  if (b.body === "*") return { required: true, content: { "application/json": { schema: s.schemas.without(b.requestType, bound) } } };
  const f = v.messages[b.requestType]?.fields.find((x) => x.jsonName === b.body);
  const schema = f === undefined ? {} : fieldSchema(f, s);
  return { required: true, content: { "application/json": { schema } }, "x-a2a-body-field": b.body };
}

function responseSchema(v: VersionModel, b: RouteBinding, op: OperationModel, s: DocumentSettings): JsonObject {
  if (b.responseBody === null) return { $ref: componentRef(s.schemas.local(op.responseType)) };
  const f = v.messages[op.responseType]?.fields.find((x) => x.jsonName === b.responseBody);
  return f === undefined ? {} : fieldSchema(f, s);
}

function fieldSchema(
  f: { kind: string; message?: string | undefined; enum?: string | undefined; repeated: boolean },
  s: SchemaSource | DocumentSettings,
): JsonObject {
  const src = "schemas" in s ? s.schemas : s;
  const named = f.message ?? f.enum;
  const one = named !== undefined ? { $ref: componentRef(src.local(named)) } : {};
  return f.repeated ? { type: "array", items: one } : one;
}
