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
}

const single = ["rules", "runtime", "check"] as const;
const repeatable = ["json_schema", "unpinned"] as const;
const known: readonly string[] = [...single, ...repeatable];

export function parseOptions(raw: { key: string; value: string }[]): PluginOptions {
  const seen = new Map<string, string>();
  const jsonSchemas: [string, string][] = [];
  const unpinned: PluginOptions["unpinned"] = [];
  for (const { key, value } of raw) {
    if (!known.includes(key)) {
      throw new Error(
        `unknown option "${key}"${value ? `=${value}` : ""}: this plugin takes ${known.join(", ")} (plus protoplugin's target, elide_plugin_version, …)`,
      );
    }
    if (value === "") throw new Error(`option "${key}" needs a value (${key}=…)`);
    if (key === "json_schema") {
      const eq = value.indexOf("=");
      if (eq <= 0 || eq === value.length - 1)
        throw new Error(`option json_schema=${value}: expected json_schema=<release>=<path>, e.g. json_schema=0.3.0=proto/a2a/v1/a2a.json`);
      jsonSchemas.push([value.slice(0, eq), value.slice(eq + 1)]);
      continue;
    }
    if (key === "unpinned") {
      const m = /^(.+):([0-9a-f]{64})$/.exec(value);
      if (!m) throw new Error(`option unpinned=${value}: expected unpinned=<file>:<sha256 in hex>`);
      unpinned.push({ file: m[1], sha256: m[2] });
      continue;
    }
    if (seen.has(key)) throw new Error(`option "${key}" is given twice`);
    seen.set(key, value);
  }
  const runtime = seen.get("runtime");
  if (!runtime) throw new Error(`option "runtime" is required: the module specifier generated code imports the runtime from (e.g. runtime=my-package/runtime)`);
  const check = seen.get("check") ?? "false";
  if (check !== "true" && check !== "false") throw new Error(`option check=${check}: expected check=true or check=false`);
  return { rules: seen.get("rules") ?? null, runtime, check: check === "true", jsonSchemas, unpinned };
}
