// A generated module's schemas, built once for the default options at import and once more per
// other set of options asked for (never per call).

import { DEFAULT_OPTIONS, type ParseOptions } from "./index.js";

export interface SchemaSet<S> {
  schemas: S;
  with: (options: Partial<ParseOptions>) => S;
}

export function schemaSet<S>(build: (options: ParseOptions) => S): SchemaSet<S> {
  const schemas = build(DEFAULT_OPTIONS);
  const built = new Map<string, S>([[key(DEFAULT_OPTIONS), schemas]]);
  return {
    schemas,
    with(options) {
      const full: ParseOptions = { ...DEFAULT_OPTIONS, ...options };
      const k = key(full);
      let s = built.get(k);
      if (s === undefined) built.set(k, (s = build(full)));
      return s;
    },
  };
}

function key(o: ParseOptions): string {
  return `${o.required}/${o.unknownFields}`;
}
