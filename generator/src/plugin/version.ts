// The plugin's version (the package's), printed in generated headers unless elide_plugin_version is set.
import { createRequire } from "node:module";

export const pluginVersion = "v" + (createRequire(import.meta.url)("../../../package.json") as { version: string }).version;
