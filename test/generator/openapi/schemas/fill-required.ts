// Generated values rarely give every REQUIRED field, so a message with many of them would only ever be
// refused: this fills in, at every level, each REQUIRED field that is absent or null with a small value
// the mapping accepts, so the differential tests see accepted values of every message too.

import type { ValidatorField, ValidatorModel, ValidatorType } from "../../../../generator/src/model/validators.js";

const WKT: Record<string, unknown> = {
  "google.protobuf.Timestamp": "2026-01-01T00:00:00Z",
  "google.protobuf.Duration": "1s",
  "google.protobuf.FieldMask": "a",
  "google.protobuf.Struct": { k: 1 },
  "google.protobuf.Value": 1,
  "google.protobuf.ListValue": [1],
  "google.protobuf.Empty": {},
  "google.protobuf.Any": {},
};

export function fillRequired(model: ValidatorModel): (message: string, value: unknown) => unknown {
  const messages = new Map(model.messages.map((m) => [m.name, m]));
  const enums = new Map(model.enums.map((e) => [e.name, e]));
  const small = (t: ValidatorType, depth: number): unknown => {
    switch (t.kind) {
      case "scalar":
        return t.scalar === "string" ? "x" : t.scalar === "bool" ? true : t.scalar === "bytes" ? "QQ==" : 1;
      case "enum":
        return enums.get(t.name)?.values.find((v) => v.number !== 0)?.name ?? 1;
      case "wkt":
        return WKT[t.name] ?? "x";
      case "message":
        return depth > 6 ? {} : fill(t.name, {}, depth + 1);
    }
  };
  const smallField = (f: ValidatorField, depth: number) => {
    const el = small(f.type, depth);
    return f.list ? [el] : f.mapKey !== null ? { [f.mapKey === "bool" ? "true" : f.mapKey === "string" ? "k" : "1"]: el } : el;
  };
  const fill = (name: string, value: unknown, depth: number): unknown => {
    const m = messages.get(name);
    if (m === undefined || typeof value !== "object" || value === null || Array.isArray(value)) return value;
    const out: Record<string, unknown> = { ...(value as Record<string, unknown>) };
    for (const f of m.fields) {
      const key = out[f.proto] !== undefined && out[f.proto] !== null ? f.proto : f.json;
      if (f.required && (out[key] === undefined || out[key] === null)) {
        Object.defineProperty(out, key, { value: smallField(f, depth), enumerable: true, configurable: true, writable: true });
      } else if (f.type.kind === "message" && out[key] !== undefined) {
        const v = out[key];
        const name2 = f.type.name;
        out[key] = f.list && Array.isArray(v) ? v.map((x) => fill(name2, x, depth + 1)) : fill(name2, v, depth + 1);
      }
    }
    return out;
  };
  return (message, value) => fill(message, value, 0);
}
