// Plugin options, parsed strictly: an unknown or repeated option is an error that names it.

export interface PluginOptions {
  /** Rules file (versions, identities, disagreements); optional for services that need none. */
  rules: string | null;
  /** Module specifier the generated code imports the runtime from. */
  runtime: string;
  /** Full TypeScript check of the output before anything is written (CI); off, the output is the same bytes. */
  check: boolean;
  /** release or protocol version → JSON Schema path, replacing the path the rules file names. */
  jsonSchemas: [string, string][];
  /** Inputs that differ from their pin, accepted by the user: recorded in every generated header. */
  unpinned: { file: string; sha256: string }[];
  /** Print an OpenAPI 3.1 document and a JSON Schema bundle per version (<module>/openapi.json, <module>/schemas.json). */
  openapi: boolean;
}

const single = ["rules", "runtime", "check", "openapi"] as const;
const repeatable = ["json_schema", "unpinned"] as const;
const known: readonly string[] = [...single, ...repeatable];
/** protoplugin's own options (it parses them before ours), offered as suggestions too. */
const protopluginOptions = ["target", "elide_plugin_version", "ts_nocheck", "import_extension", "js_import_style", "keep_empty_files", "rewrite_imports"];

/**
 * An option error: the message names the option and, for a misspelling, the option meant. Named as
 * protoplugin names its own (PluginOptionError), so its runner prints the message as an option error.
 */
export class PluginOptionsError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "PluginOptionError";
  }
}

/** Edit distance (insertions, deletions, substitutions, adjacent swaps), stopping early past `limit`. */
function distance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let prev2: number[] = [];
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(prev[j] + 1, row[j - 1] + 1, prev[j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, prev2[j - 2] + 1);
      row.push(d);
    }
    [prev2, prev] = [prev, row];
  }
  return prev[b.length];
}

/** The option a misspelt key most likely means: within two edits (one for short keys), else none. */
export function suggestOption(key: string): string | undefined {
  const k = key.toLowerCase().replace(/-/g, "_");
  let best: { name: string; d: number } | undefined;
  for (const name of [...known, ...protopluginOptions]) {
    const limit = name.length <= 4 ? 1 : 2;
    const d = distance(k, name, limit);
    if (d <= limit && (best === undefined || d < best.d)) best = { name, d };
  }
  return best?.name;
}

export function parseOptions(raw: { key: string; value: string }[]): PluginOptions {
  const seen = new Map<string, string>();
  const jsonSchemas: [string, string][] = [];
  const unpinned: PluginOptions["unpinned"] = [];
  for (const { key, value } of raw) {
    if (!known.includes(key)) {
      const meant = suggestOption(key);
      throw new PluginOptionsError(
        meant !== undefined
          ? `unknown option "${key}" (did you mean "${meant}"?)`
          : `unknown option "${key}": this plugin takes ${known.join(", ")} (plus protoplugin's ${protopluginOptions.slice(0, 2).join(", ")}, …)`,
      );
    }
    if (value === "") throw new PluginOptionsError(`option "${key}" needs a value (${key}=…)`);
    if (key === "json_schema") {
      const eq = value.indexOf("=");
      if (eq <= 0 || eq === value.length - 1)
        throw new PluginOptionsError(`option json_schema=${value}: expected json_schema=<release>=<path>, e.g. json_schema=0.3.0=proto/a2a/v1/a2a.json`);
      jsonSchemas.push([value.slice(0, eq), value.slice(eq + 1)]);
      continue;
    }
    if (key === "unpinned") {
      const m = /^(.+):([0-9a-f]{64})$/.exec(value);
      if (!m) throw new PluginOptionsError(`option unpinned=${value}: expected unpinned=<file>:<sha256 in hex>`);
      unpinned.push({ file: m[1], sha256: m[2] });
      continue;
    }
    if (seen.has(key)) throw new PluginOptionsError(`option "${key}" is given twice`);
    seen.set(key, value);
  }
  const runtime = seen.get("runtime");
  if (!runtime)
    throw new PluginOptionsError(
      `option "runtime" is required: the module specifier generated code imports the runtime from (e.g. runtime=my-package/runtime)`,
    );
  const check = seen.get("check") ?? "false";
  if (check !== "true" && check !== "false") throw new PluginOptionsError(`option check=${check}: expected check=true or check=false`);
  const openapi = seen.get("openapi") ?? "false";
  if (openapi !== "true" && openapi !== "false") throw new PluginOptionsError(`option openapi=${openapi}: expected openapi=true or openapi=false`);
  return { rules: seen.get("rules") ?? null, runtime, check: check === "true", jsonSchemas, unpinned, openapi: openapi === "true" };
}
