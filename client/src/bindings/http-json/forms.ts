// Resource-name forms ("tasks/{taskId}"): where the documents disagree on a resource name's shape (the
// generated fallbacks), a request is re-read from one form and filled into another before each try.

import type { FallbackForm } from "@a2a-bindgen/kit";

/** The values of a resource-name form ("tasks/{taskId}") read from a value, or null when it does not fit. */
export function readForm(form: string, value: string): Record<string, string> | null {
  const pieces = form.split(/\{([A-Za-z_][A-Za-z0-9_]*)\}/);
  if (!value.startsWith(pieces[0])) return null;
  const out: Record<string, string> = Object.create(null);
  let at = pieces[0].length;
  for (let i = 1; i < pieces.length; i += 2) {
    const literal = pieces[i + 1];
    const end = literal === "" ? (i + 2 < pieces.length ? -1 : value.length) : value.indexOf(literal, at);
    if (end < 0 || end === at) return null;
    out[pieces[i]] = value.slice(at, end);
    at = end + literal.length;
  }
  return at === value.length ? out : null;
}

/** A resource-name form filled with values. */
export function fillForm(form: string, values: Record<string, string>): string | null {
  let missing = false;
  const out = form.replace(/\{([A-Za-z_][A-Za-z0-9_]*)\}/g, (_, name: string) => {
    if (!Object.hasOwn(values, name)) missing = true;
    return values[name] ?? "";
  });
  return missing ? null : out;
}

/** The request in a form's resource-name shape: the field's value re-read from any form of the plan. */
export function inForm(request: Record<string, unknown>, form: FallbackForm, forms: readonly FallbackForm[]): Record<string, unknown> {
  if (form.resource === null) return request;
  const value = request[form.resource.field];
  if (typeof value !== "string") return request;
  for (const other of forms) {
    if (other.resource === null || other.resource.field !== form.resource.field) continue;
    const values = readForm(other.resource.form, value);
    const filled = values === null ? null : fillForm(form.resource.form, values);
    if (filled !== null) return { ...request, [form.resource.field]: filled };
  }
  return request;
}
