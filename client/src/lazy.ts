// A module loaded on demand by a dynamic import() of a literal specifier (so that a bundler puts it in a
// chunk of its own), once: a load that fails is forgotten, so that the next call tries again.

/** A module loaded at most once, read synchronously once loaded. */
export interface Lazy<T> {
  /** Loads it (once; concurrent calls share the load). */
  load(): Promise<T>;
  /** The loaded value, or undefined before `load` has resolved. */
  peek(): T | undefined;
}

export function lazy<T>(importer: () => Promise<T>): Lazy<T> {
  let value: T | undefined;
  let pending: Promise<T> | undefined;
  return {
    load() {
      if (value !== undefined) return Promise.resolve(value);
      pending ??= importer().then(
        (v) => {
          value = v;
          pending = undefined;
          return v;
        },
        (e: unknown) => {
          pending = undefined;
          throw e;
        },
      );
      return pending;
    },
    peek: () => value,
  };
}
