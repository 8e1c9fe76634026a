// JSON printing that answers for any depth: JSON.stringify recurses and throws RangeError on
// values nested some thousands deep (a request the user typed can be); this walks with a stack.

type Map_ = (value: unknown) => unknown;

/** Same text as JSON.stringify(value, (k, v) => map(v), 2) for plain JSON data, at any depth. */
export function safeStringify(value: unknown, map: Map_ = (v) => v): string {
  try {
    return JSON.stringify(value, (_k, v) => map(v), 2);
  } catch (e) {
    if (!(e instanceof RangeError)) throw e;
  }
  return walk(value, map);
}

type Frame = { kind: "array"; items: unknown[]; i: number; indent: string } | { kind: "object"; entries: [string, unknown][]; i: number; indent: string; wrote: boolean };

function walk(root: unknown, map: Map_): string {
  const out: string[] = [];
  const stack: Frame[] = [];
  // Writes a scalar, or opens a container (pushed), for a value at the given indent.
  const open = (raw: unknown, indent: string): boolean => {
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
        stack.push({ kind: "array", items: v, i: 0, indent });
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
      stack.push({ kind: "object", entries, i: 0, indent, wrote: false });
    }
    return true;
  };
  open(root, "");
  while (stack.length > 0) {
    const f = stack[stack.length - 1];
    const inner = f.indent + "  ";
    if (f.kind === "array") {
      if (f.i === f.items.length) {
        out.push(`\n${f.indent}]`);
        stack.pop();
        continue;
      }
      out.push(f.i === 0 ? `\n${inner}` : `,\n${inner}`);
      const item = f.items[f.i++];
      const m = map(item);
      if (m === undefined || typeof m === "function" || typeof m === "symbol") out.push("null");
      else open(item, inner);
    } else {
      if (f.i === f.entries.length) {
        out.push(`\n${f.indent}}`);
        stack.pop();
        continue;
      }
      const [k, item] = f.entries[f.i++];
      out.push(`${f.wrote ? "," : ""}\n${inner}${JSON.stringify(k)}: `);
      f.wrote = true;
      open(item, inner);
    }
  }
  return out.join("");
}
