// A JSON value with the keys a message does not declare removed, at every depth: what fromJson with
// ignoreUnknownFields reads. Shared by the runtime's ProtoJSON tests and the generated validators' tests;
// it imports only protobuf-es, so it loads no package of ours.

import type { DescMessage } from "@bufbuild/protobuf";
import { hasCustomJsonRepresentation } from "@bufbuild/protobuf/wkt";

/**
 * The input without the keys a message does not know, at every level fromJson reads as a message
 * (well-known types with a JSON form of their own are left alone): the oracle for our
 * unknownFields "ignore", which drops unknown keys but, unlike fromJson's ignoreUnknownFields,
 * still refuses unknown enum names.
 */
export function stripUnknown(desc: DescMessage, json: unknown): unknown {
  if (hasCustomJsonRepresentation(desc) || typeof json !== "object" || json === null || Array.isArray(json)) return json;
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(json)) {
    const f = desc.fields.find((x) => x.name === key || x.jsonName === key);
    if (f === undefined) continue;
    let v = (json as Record<string, unknown>)[key];
    const m = (f as { message?: DescMessage }).message;
    if (m !== undefined && v !== null) {
      if (f.fieldKind === "list" && Array.isArray(v)) v = v.map((x) => stripUnknown(m, x));
      else if (f.fieldKind === "map" && typeof v === "object" && !Array.isArray(v)) {
        const mv: Record<string, unknown> = {};
        for (const k of Object.keys(v as object)) Object.defineProperty(mv, k, { value: stripUnknown(m, (v as Record<string, unknown>)[k]), enumerable: true });
        v = mv;
      } else if (f.fieldKind === "message") v = stripUnknown(m, v);
    }
    Object.defineProperty(out, key, { value: v, enumerable: true, writable: true, configurable: true });
  }
  return out;
}
