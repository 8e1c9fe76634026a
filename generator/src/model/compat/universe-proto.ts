// The proto side of a pair: a package's messages and enums, as the validators model describes them.

import type { ValidatorField, ValidatorModel, ValidatorType } from "../validators.js";
import { Problem, type Obj, type Universe, type VT } from "./universe.js";

export function protoUniverse(pkg: string, vm: ValidatorModel): Universe {
  const messages = new Map(vm.messages.map((m) => [m.name, m]));
  const enums = new Map(vm.enums.map((e) => [e.name, e]));
  const cache = new Map<string, Obj>();
  const elem = (t: ValidatorType): VT => {
    switch (t.kind) {
      case "scalar":
        return { t: "scalar", s: t.scalar };
      case "enum":
        return { t: "enum", key: t.name, values: enums.get(t.name)?.values.map((v) => v.name) ?? [] };
      case "message":
        return { t: "msg", key: t.name };
      case "wkt":
        return { t: "wkt", name: t.name };
    }
  };
  const zeroOf = (name: string): string | undefined => enums.get(name)?.values.find((v) => v.number === 0)?.name;
  const vtOf = (f: ValidatorField): VT => (f.mapKey !== null ? { t: "map", of: elem(f.type) } : f.list ? { t: "list", of: elem(f.type) } : elem(f.type));
  const full = (name: string, has: (n: string) => boolean): string | null => {
    if (has(name)) return name;
    const local = `${pkg}.${name.replace(/_/g, ".")}`;
    if (has(local)) return local;
    const byLocal = `${pkg}.${name}`;
    return has(byLocal) ? byLocal : null;
  };
  return {
    kind: "proto",
    label: `package ${pkg}`,
    objOf(key) {
      let o = cache.get(key);
      if (o) return o;
      const m = messages.get(key);
      if (!m) throw new Problem(`no message ${key} in package ${pkg}`);
      o = {
        key,
        props: new Map(
          m.fields.map((f, index) => [
            f.json,
            {
              name: f.json,
              vt: vtOf(f),
              oneof: f.oneof,
              implicit: f.presence === "implicit",
              index,
              required: f.required,
              zero: f.required && f.type.kind === "enum" && !f.list && f.mapKey === null ? zeroOf(f.type.name) : undefined,
            },
          ]),
        ),
        members: null,
        object: true,
        self: { t: "msg", key },
        local: m.local,
      };
      cache.set(key, o);
      return o;
    },
    messageKey: (name) => full(name, (n) => messages.has(n)),
    enumOf(name) {
      const key = full(name, (n) => enums.has(n));
      if (key === null) return null;
      const e = enums.get(key)!;
      return { key, values: e.values.map((v) => v.name), local: e.local };
    },
    localOf: (key) => messages.get(key)?.local ?? enums.get(key)?.local ?? null,
  };
}
