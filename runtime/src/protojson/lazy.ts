// A record whose values are built at first read, not at import: a zod schema costs its construction,
// and an app that imports the validators but checks only a few types should pay for those alone.

/**
 * An object with one enumerable own property per key; each value is made by `make(key)` at its first
 * read and kept. Keys are set with defineProperty, so a key such as "__proto__" is an own property too.
 */
export function lazyRecord<K extends string, V>(keys: readonly K[], make: (key: K) => V): Record<K, V> {
  const record = {} as Record<K, V>;
  for (const key of keys) {
    Object.defineProperty(record, key, {
      enumerable: true,
      configurable: true,
      get() {
        const value = make(key);
        Object.defineProperty(record, key, { value, enumerable: true, configurable: false, writable: false });
        return value;
      },
    });
  }
  return record;
}
