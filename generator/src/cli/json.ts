// JSON printing that answers for any depth: JSON.stringify recurses and throws RangeError on
// values nested some thousands deep (a request the user typed can be); this walks with a stack,
// on one line (indenting 100,000 levels would take more characters than a string can hold).

type Map_ = (value: unknown) => unknown;

/** JSON.stringify(value, (k, v) => map(v), 2) for plain JSON data; too deep for that, the same data on one line. */
export function safeStringify(value: unknown, map: Map_ = (v) => v): string {
  try {
    return JSON.stringify(value, (_k, v) => map(v), 2);
  } catch (e) {
    if (!(e instanceof RangeError)) throw e;
  }
  return walk(value, map);
}

type Frame = { kind: "array"; items: unknown[]; i: number } | { kind: "object"; entries: [string, unknown][]; i: number; wrote: boolean };

function walk(root: unknown, map: Map_): string {
  const out: string[] = [];
  const stack: Frame[] = [];
  // Writes a scalar, or opens a container (pushed).
  const open = (raw: unknown): boolean => {
    const v = map(raw);
    if (v === null || typeof v !== "object") {
      if (typeof v === "number") out.push(Number.isFinite(v) ? String(v) : "null");
      else if (typeof v === "string" || typeof v === "boolean") out.push(JSON.stringify(v));
      else out.push("null");
      return true;
    }
    if (Array.isArray(v)) {
      if (v.length === 0) out.push("[]");
      else {
        out.push("[");
        stack.push({ kind: "array", items: v, i: 0 });
      }
      return true;
    }
    const entries = Object.entries(v as object).filter(([, x]) => {
      const m = map(x);
      return m !== undefined && typeof m !== "function" && typeof m !== "symbol";
    });
    if (entries.length === 0) out.push("{}");
    else {
      out.push("{");
      stack.push({ kind: "object", entries, i: 0, wrote: false });
    }
    return true;
  };
  open(root);
  while (stack.length > 0) {
    const f = stack[stack.length - 1];
    if (f.kind === "array") {
      if (f.i === f.items.length) {
        out.push("]");
        stack.pop();
        continue;
      }
      if (f.i > 0) out.push(",");
      const item = f.items[f.i++];
      const m = map(item);
      if (m === undefined || typeof m === "function" || typeof m === "symbol") out.push("null");
      else open(item);
    } else {
      if (f.i === f.entries.length) {
        out.push("}");
        stack.pop();
        continue;
      }
      const [k, item] = f.entries[f.i++];
      out.push(`${f.wrote ? "," : ""}${JSON.stringify(k)}:`);
      f.wrote = true;
      open(item);
    }
  }
  return out.join("");
}
