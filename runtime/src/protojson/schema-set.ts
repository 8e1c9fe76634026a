// A generated module's schemas: nothing is built at import. `build` returns an object of lazy
// properties (lazySchemas), one object per set of options asked for (never per call); each schema
// is built on its first read and is the same object on every later read. Even `build` itself waits
// for the first read: calling it at import would compile its whole body (one maker per message)
// before anything is validated.

import { DEFAULT_OPTIONS, type ParseOptions } from "./message.js";

export interface SchemaSet<S> {
  schemas: S;
  with: (options: Partial<ParseOptions>) => S;
}

/**
 * The schemas under the default options and `with(options)` for others. `names` are every key `build`
 * returns: `schemas` is an object of those names whose first read calls `build`.
 */
export function schemaSet<S extends object>(build: (options: ParseOptions) => S, names: readonly string[]): SchemaSet<S> {
  const schemas = deferred(() => build(DEFAULT_OPTIONS), names);
  const built = new Map<string, S>([[key(DEFAULT_OPTIONS), schemas]]);
  return {
    schemas,
    with(options) {
      // An option given as undefined is left out (a spread would copy the undefined over the default).
      const full: ParseOptions = {
        required: options?.required ?? DEFAULT_OPTIONS.required,
        unknownFields: options?.unknownFields ?? DEFAULT_OPTIONS.unknownFields,
      };
      const k = key(full);
      let s = built.get(k);
      if (s === undefined) built.set(k, (s = build(full)));
      return s;
    },
  };
}

/** A frozen object of `names` whose getters read through to `make()`, called once, at the first read. */
function deferred<S extends object>(make: () => S, names: readonly string[]): S {
  let target: S | undefined;
  const out = {} as S;
  for (const name of names) {
    Object.defineProperty(out, name, {
      enumerable: true,
      configurable: false,
      get: () => (target ??= make())[name as keyof S],
    });
  }
  return Object.freeze(out);
}

function key(o: ParseOptions): string {
  return `${o.required}/${o.unknownFields}`;
}

/**
 * A frozen object with one enumerable getter per maker: the first read of a name calls its maker,
 * every later read returns that same value. Names are own properties (defineProperty), so names
 * such as `constructor` or `toString` are plain keys and nothing reaches the prototype.
 */
export function lazySchemas<S extends object>(makers: { readonly [K in keyof S]: () => S[K] }): S {
  const out = {} as S;
  for (const name of Object.keys(makers) as (keyof S & string)[]) {
    const make = makers[name];
    let value: S[typeof name] | undefined;
    let made = false;
    Object.defineProperty(out, name, {
      enumerable: true,
      configurable: false,
      get() {
        if (!made) {
          value = make();
          made = true;
        }
        return value;
      },
    });
  }
  return Object.freeze(out);
}
