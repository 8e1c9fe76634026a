// A route binding's path template (google.api.http, as the runtime compiled it) → an OpenAPI path and its
// path parameters. OpenAPI's `{name}` is one whole segment or part of one; http.proto's variables may
// cover several segments with literals inside (`{name=tasks/*}`), so each variable is expanded: its
// literals become literal segments and each `*` a parameter. A parameter's value is then the segment
// only ("abc"), and the field it sets is the variable's text ("tasks/abc"): `x-a2a-field` and
// `x-a2a-field-template` say how (as grpc-gateway's expand_slashed_path_patterns does).

import type { MessageShape, RouteBinding } from "@a2a-bindgen/runtime";
import { GenerationError } from "../model/errors.js";
import { textSchema } from "./parameters.js";
import type { JsonObject, SchemaSource } from "./types.js";

export interface OpenApiPath {
  /** "/tasks/{id}:cancel" */
  path: string;
  parameters: JsonObject[];
  /** Top-level proto field names the path binds (left out of a `*` body). */
  bound: Set<string>;
  /** JSON field paths the path binds ("id", "book.name"): not query parameters. */
  boundJson: Set<string>;
}

/** The fields a variable's proto path names, from the request message down. */
function fieldsOf(messages: Record<string, MessageShape>, requestType: string, protoPath: readonly string[], where: string) {
  const out = [];
  let message = requestType;
  for (const name of protoPath) {
    const f = messages[message]?.fields.find((x) => x.name === name);
    if (f === undefined) throw new GenerationError(`${where}: field "${protoPath.join(".")}" is not in ${requestType}`);
    out.push(f);
    message = f.message ?? "";
  }
  return out;
}

/** The OpenAPI path of one binding; `where` names the binding for errors. */
export function openApiPath(b: RouteBinding, messages: Record<string, MessageShape>, schemas: SchemaSource, where: string): OpenApiPath {
  const { segments, verb, variables } = b.pattern;
  const parts: string[] = [];
  const parameters: JsonObject[] = [];
  const bound = new Set<string>();
  const boundJson = new Set<string>();
  let i = 0;
  // A wildcard outside any variable matches a segment no field receives: a parameter all the same.
  const literal = (k: number) => {
    const s = segments[k];
    if (s !== "*" && s !== "**") return s;
    const name = `segment${k + 1}`;
    const multi = s === "**";
    parameters.push({
      name,
      in: "path",
      required: true,
      description: multi ? `The rest of the path (it may hold "/"), which the operation does not read.` : "A path segment the operation does not read.",
      schema: { type: "string" },
      ...(multi ? { "x-a2a-multi-segment": true } : {}),
    });
    return `{${name}}`;
  };
  for (const v of [...variables].sort((a, c) => a.start - c.start)) {
    for (; i < v.start; i++) parts.push(literal(i));
    const fields = fieldsOf(messages, b.requestType, v.fieldPath, where);
    const json = fields.map((f) => f.jsonName).join(".");
    const last = fields[fields.length - 1];
    bound.add(v.fieldPath[0]);
    boundJson.add(json);
    const end = v.end ?? segments.length;
    const covered = segments.slice(v.start, end);
    const wild = covered.filter((s) => s === "*" || s === "**").length;
    let n = 0;
    const template: string[] = [];
    for (const s of covered) {
      if (s !== "*" && s !== "**") {
        parts.push(s);
        template.push(s);
        continue;
      }
      n++;
      const name = wild === 1 ? json : `${json}_${n}`;
      parts.push(`{${name}}`);
      template.push(`{${name}}`);
      const multi = s === "**";
      parameters.push({
        name,
        in: "path",
        required: true,
        description: multi
          ? `The rest of the path (it may hold "/"), for field \`${json}\`.`
          : wild === 1 && covered.length === 1
            ? `Field \`${json}\`.`
            : `One segment of field \`${json}\`, which reads \`${covered.map((c) => (c === "*" || c === "**" ? "{…}" : c)).join("/")}\`.`,
        schema: wild === 1 && covered.length === 1 ? textSchema(last, schemas) : { type: "string" },
        ...(multi ? { "x-a2a-multi-segment": true } : {}),
        "x-a2a-field": json,
      });
    }
    if (covered.length > 1 || wild > 1) for (const p of parameters.slice(-wild)) p["x-a2a-field-template"] = template.join("/");
    i = end;
  }
  for (; i < segments.length; i++) parts.push(literal(i));
  const path = "/" + parts.join("/") + (verb === null ? "" : `:${verb}`);
  return { path, parameters, bound, boundJson };
}
