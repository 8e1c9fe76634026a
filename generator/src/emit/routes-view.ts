// The routes-only module of a version (generated/<version>/routes.ts): bindings, the message and
// enum shapes the router needs, and a matcher printed per table. It imports only the runtime's
// routes entry, so loading it never loads validators or zod.

import type { RouteBinding } from "@a2a-bindgen/runtime";
import type { VersionModel } from "../model/types.js";
import { literal } from "./literal.js";
import { printRouteMatcher } from "./routes-matcher.js";

export function bindingData(b: RouteBinding) {
  return {
    operation: b.operation,
    binding: b.binding,
    method: b.method,
    template: b.template,
    pattern: b.pattern,
    body: b.body,
    responseBody: b.responseBody,
    requestType: b.requestType,
    precedence: b.precedence,
    alternative: b.alternative,
  };
}

export function routesView(v: VersionModel, generatedBy: string, runtime: string) {
  return {
    generatedBy,
    source: `${v.files.join(", ")} (package ${v.package})`,
    routesRuntime: literal(`${runtime}/routes`),
    canonical: v.bindings.map((b) => literal(bindingData(b))),
    alternative: v.alternatives.map((b) => literal(bindingData(b))),
    messages: Object.values(v.messages).map((m) => ({ key: literal(m.name), value: literal(m) })),
    enums: Object.values(v.enums).map((e) => ({ key: literal(e.name), value: literal(e) })),
    canonicalMatcher: printRouteMatcher(v.bindings, v.messages),
    alternativeMatcher: printRouteMatcher(v.alternatives, v.messages),
  };
}
