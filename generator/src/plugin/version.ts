// The plugin's version (the package's), printed in generated headers unless elide_plugin_version is
// set, and the runtime range generated code states: the runtime release this generator depends on,
// up to the next breaking one (caret rule: 0.x minors break).
import { createRequire } from "node:module";

const pkg = createRequire(import.meta.url)("../../../package.json") as { version: string; dependencies?: Record<string, string> };

export const pluginVersion = "v" + pkg.version;

function caret(version: string): string {
  const m = /^(\d+)\.(\d+)\.(\d+)$/.exec(version);
  if (!m) throw new Error(`package.json: dependencies["@a2a-bindgen/runtime"] is "${version}", expected an exact x.y.z`);
  const [major, minor] = [Number(m[1]), Number(m[2])];
  const next = major > 0 ? `${major + 1}.0.0` : `0.${minor + 1}.0`;
  return `>=${version} <${next}`;
}

export const runtimeRange = caret(pkg.dependencies?.["@a2a-bindgen/runtime"] ?? "");
