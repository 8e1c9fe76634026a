// The SQLite store: built under issue 23 (see docs/stores.md when it lands).
export {};
