// Reads google.api.http from an rpc and turns each rule (primary and additional_bindings) into a
// RouteBinding, checking everything the grammar alone cannot: field paths against the request
// message, body and response_body fields, bodies on GET/DELETE.

import { getOption, hasOption, type DescField, type DescMessage, type DescMethod } from "@bufbuild/protobuf";
import { http } from "../gen/google/api/annotations_pb.js";
import type { HttpRule } from "../gen/google/api/http_pb.js";
import { compileTemplate, parseTemplate, TemplateSyntaxError, type ParsedTemplate } from "../httprule/index.js";
import type { RouteBinding } from "@a2a-bindgen/runtime";
import { HttpRuleError } from "./errors.js";

/** Where an rpc is declared, for error messages. */
export interface RpcSite {
  file: string;
  /** "Service.Rpc" */
  rpc: string;
}

/** A rule to bind: from the proto, or an alternative from the rules file. */
export interface RuleInput {
  method: string;
  template: string;
  body: string;
  responseBody: string;
  binding: string;
}

/** The rules of one rpc as written: the primary rule, then additional_bindings in order. */
export function readHttpRules(method: DescMethod, site: RpcSite): RuleInput[] {
  if (!hasOption(method, http)) return [];
  const rule = getOption(method, http);
  const out = [toInput(rule, "primary", site)];
  rule.additionalBindings.forEach((extra, i) => {
    const binding = `additional_bindings[${i}]`;
    if (extra.additionalBindings.length > 0) {
      const t = patternOf(extra, site, binding).template;
      throw new HttpRuleError("nested_additional_bindings", site.file, site.rpc, t, 1, `${binding} has additional_bindings of its own; they must not nest`);
    }
    out.push(toInput(extra, binding, site));
  });
  return out;
}

function patternOf(rule: HttpRule, site: RpcSite, binding: string): { method: string; template: string } {
  const p = rule.pattern;
  switch (p.case) {
    case "get":
    case "put":
    case "post":
    case "delete":
    case "patch":
      return { method: p.case.toUpperCase(), template: p.value };
    case "custom":
      // The router compares upper-cased methods, so a custom kind is stored upper-cased too.
      return { method: p.value.kind.toUpperCase(), template: p.value.path };
    default:
      throw new HttpRuleError("no_pattern", site.file, site.rpc, "", 0, `${binding} sets no pattern (get, put, post, delete, patch or custom)`);
  }
}

function toInput(rule: HttpRule, binding: string, site: RpcSite): RuleInput {
  const { method, template } = patternOf(rule, site, binding);
  return { method, template, body: rule.body, responseBody: rule.responseBody, binding };
}

/** Validates one rule against the rpc's messages and compiles it. */
export function bindRule(input: RuleInput, site: RpcSite, operation: string, request: DescMessage, response: DescMessage): Omit<RouteBinding, "precedence"> {
  const fail = (code: string, column: number, detail: string): never => {
    throw new HttpRuleError(code, site.file, site.rpc, input.template, column, `${input.binding}: ${detail}`);
  };
  if (input.method.length === 0) fail("empty_method", 0, "custom pattern with an empty kind");
  // http.proto allows kind "*" (method unspecified); a route table answers per method (405 lists them), so it must name one.
  if (input.method === "*")
    fail(
      "unspecified_method",
      0,
      'custom kind "*" leaves the HTTP method unspecified; a route table needs a method per binding: declare each method as its own binding',
    );
  let parsed: ParsedTemplate;
  try {
    parsed = parseTemplate(input.template);
  } catch (e) {
    if (e instanceof TemplateSyntaxError) fail(e.code, e.column, e.detail);
    throw e;
  }
  const pathJsonNames = new Set<string>();
  for (const seg of parsed.segments) {
    if (seg.kind !== "variable") continue;
    const leaf = resolveFieldPath(request, seg.fieldPath, (detail) => fail("unknown_field", seg.column, detail));
    if (leaf.fieldKind === "list")
      fail("repeated_path_field", seg.column, `path field "${seg.fieldPath.join(".")}" is repeated; a path segment holds one value`);
    if (leaf.fieldKind === "map") fail("map_path_field", seg.column, `path field "${seg.fieldPath.join(".")}" is a map; a path segment holds one value`);
    if (leaf.fieldKind === "message")
      fail(
        "message_path_field",
        seg.column,
        `path field "${seg.fieldPath.join(".")}" is a message (${leaf.message.typeName}); path values must be scalars or enums`,
      );
    pathJsonNames.add(jsonPathOf(request, seg.fieldPath));
  }
  const upper = input.method.toUpperCase();
  let body: string | null = null;
  if (input.body !== "") {
    if (upper === "GET" || upper === "DELETE") fail("body_not_allowed", 0, `body "${input.body}" on ${upper}: GET and DELETE carry no body`);
    if (input.body === "*") body = "*";
    else {
      if (input.body.includes(".")) fail("nested_body_field", 0, `body "${input.body}" must name a top-level field of ${request.typeName}`);
      const f = request.fields.find((x) => x.name === input.body);
      if (!f) fail("unknown_body_field", 0, `body "${input.body}" names no field of ${request.typeName}`);
      else {
        if (f.fieldKind === "list" || f.fieldKind === "map")
          fail("repeated_body_field", 0, `body "${input.body}" is a repeated or map field; the body field must be singular`);
        if (pathJsonNames.has(f.jsonName)) fail("body_field_in_path", 0, `body "${input.body}" is also bound by the path`);
        body = f.jsonName;
      }
    }
  }
  let responseBody: string | null = null;
  if (input.responseBody !== "") {
    const f = response.fields.find((x) => x.name === input.responseBody);
    if (!f) fail("unknown_response_body_field", 0, `response_body "${input.responseBody}" names no field of ${response.typeName}`);
    else responseBody = f.jsonName;
  }
  return {
    operation,
    binding: input.binding,
    method: input.method,
    template: input.template,
    pattern: compileTemplate(parsed),
    body,
    responseBody,
    requestType: request.typeName,
  };
}

function resolveFieldPath(message: DescMessage, path: string[], fail: (detail: string) => never): DescField {
  let m: DescMessage = message;
  let field: DescField | undefined;
  for (const [i, name] of path.entries()) {
    field = m.fields.find((f) => f.name === name);
    if (!field) return fail(`field path "${path.join(".")}": ${m.typeName} has no field "${name}"`);
    if (i < path.length - 1) {
      if (field.fieldKind !== "message") {
        return fail(`field path "${path.join(".")}": "${path.slice(0, i + 1).join(".")}" is not a singular message, so it has no field "${path[i + 1]}"`);
      }
      m = field.message;
    }
  }
  return field as DescField;
}

function jsonPathOf(message: DescMessage, path: string[]): string {
  const names: string[] = [];
  let m: DescMessage | undefined = message;
  for (const name of path) {
    const f: DescField | undefined = m?.fields.find((x) => x.name === name);
    names.push(f?.jsonName ?? name);
    m = f?.fieldKind === "message" ? f.message : undefined;
  }
  return names.join(".");
}
