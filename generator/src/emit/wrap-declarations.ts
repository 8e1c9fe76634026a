// Oxc prints a declaration's type on one line (check/fast-emit.ts), however long: a tuple of every
// message name, a union of every JSON-RPC response. This wraps such lines of a .d.ts after their
// commas and union bars, where a line break changes nothing, so a reviewer reads them a few names a line.

/** Lines longer than this are wrapped; the pieces are at most about this long. */
const WIDTH = 160;

/**
 * The offsets just after each `, ` and ` | ` of `line` outside string literals (where a line break may
 * go), or undefined when the line holds a template literal type or a comment (left as they are).
 */
function breaks(line: string): number[] | undefined {
  if (line.includes("`") || /^\s*(\/\/|\/\*|\*)/.test(line)) return undefined;
  const out: number[] = [];
  for (let i = 0; i < line.length; i++) {
    const c = line[i];
    if (c === '"' || c === "'") {
      let j = i + 1;
      while (j < line.length && line[j] !== c) j += line[j] === "\\" ? 2 : 1;
      i = j;
    } else if ((c === "," && line[i + 1] === " ") || (c === "|" && line[i - 1] === " " && line[i + 1] === " ")) out.push(i + 1);
  }
  return out;
}

/** `text` (a .d.ts) with every line over WIDTH characters wrapped after commas and union bars, the rest indented one tab more. */
export function wrapDeclarations(text: string): string {
  return text
    .split("\n")
    .map((line) => {
      const at = line.length > WIDTH ? breaks(line) : undefined;
      if (at === undefined || at.length === 0) return line;
      const indent = `${/^\s*/.exec(line)![0]}\t`;
      const pieces: string[] = [];
      let start = 0;
      let last = 0;
      for (const b of [...at, line.length]) {
        // Cut at the last break that keeps the piece within WIDTH (a piece with no such break runs long).
        if (b - start > WIDTH && last > start) {
          pieces.push(line.slice(start, last).trimEnd());
          start = last;
        }
        last = b;
      }
      pieces.push(line.slice(start));
      return pieces.map((p, i) => (i === 0 ? p : indent + p.trimStart())).join("\n");
    })
    .join("\n");
}
