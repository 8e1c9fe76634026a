// Plugin options, parsed strictly: an unknown or repeated option is an error that names it.

export interface PluginOptions {
  /** Rules file (versions, identities, disagreements); optional for services that need none. */
  rules: string | null;
  /** Module specifier the generated code imports the runtime from. */
  runtime: string;
}

const known = ["rules", "runtime"] as const;

export function parseOptions(raw: { key: string; value: string }[]): PluginOptions {
  const seen = new Map<string, string>();
  for (const { key, value } of raw) {
    if (!(known as readonly string[]).includes(key)) {
      throw new Error(`unknown option "${key}"${value ? `=${value}` : ""}: this plugin takes ${known.join(", ")} (plus protoplugin's target, elide_plugin_version, …)`);
    }
    if (seen.has(key)) throw new Error(`option "${key}" is given twice`);
    if (value === "") throw new Error(`option "${key}" needs a value (${key}=…)`);
    seen.set(key, value);
  }
  const runtime = seen.get("runtime");
  if (!runtime) throw new Error(`option "runtime" is required: the module specifier generated code imports the runtime from (e.g. runtime=my-package/runtime)`);
  return { rules: seen.get("rules") ?? null, runtime };
}
