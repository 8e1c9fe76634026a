// protoc-gen-a2a: descriptors → model → views → templates → TypeScript (+ .js/.d.ts).
// A thin plugin over the pipeline: every stage lives in its own folder. The default path loads no
// TypeScript: Oxc emits .js/.d.ts (check/fast-emit.ts); check=true first runs the full type check
// (check/check.ts, which loads ts-morph then).

import type { FileInfo } from "@bufbuild/protoplugin";
import { buildModel } from "../model/build-model.js";
import { createCheckedProject, type SourceText } from "../check/check.js";
import { emitFast } from "../check/fast-emit.js";
import { GenerationError } from "../model/errors.js";
import { renderFile } from "../emit/templates.js";
import { views } from "../emit/view.js";
import { loadRules } from "../rules/load.js";
import { parseOptions, type PluginOptions } from "./options.js";
import { createPlugin } from "./protoplugin.js";
import { pluginVersion, runtimeRange } from "./version.js";

export const pluginName = "protoc-gen-a2a";

/** One line per accepted unpinned input, after the generator's header line. */
function recordUnpinned(content: string, unpinned: PluginOptions["unpinned"], name: string): string {
  // JSON has no comments: the documents carry the inputs in their info object instead (openapi/document.ts).
  if (unpinned.length === 0 || name.endsWith(".json")) return content;
  const nl = content.indexOf("\n");
  const first = nl < 0 ? content : content.slice(0, nl);
  const comment = first.startsWith("<!--") ? (t: string) => `<!-- ${t} -->` : (t: string) => `// ${t}`;
  const lines = unpinned.map((u) => comment(`unpinned input accepted by the user: ${u.file} sha256 ${u.sha256}`));
  return nl < 0 ? [first, ...lines].join("\n") : [first, ...lines].join("\n") + content.slice(nl);
}

/** The plugin: protoc and buf run it through bin/protoc-gen-a2a; tests call plugin.run(request). */
export const plugin = createPlugin<PluginOptions>({
  name: pluginName,
  version: pluginVersion,
  parseOptions,
  generateTs(schema) {
    const o = schema.options;
    const rules = o.rules ? loadRules(o.rules, o.jsonSchemas) : null;
    if (!rules && o.jsonSchemas.length > 0) throw new GenerationError("option json_schema needs a rules file (rules=…) that names the JSON Schema");
    const model = buildModel(schema.files, rules);
    const outputs = views(model, {
      runtime: o.runtime,
      runtimeRange,
      pluginName,
      pluginVersion: o.elidePluginVersion ? undefined : pluginVersion,
      openapi: o.openapi,
      unpinned: o.unpinned,
    }).map((f) => ({ name: f.name, content: recordUnpinned(renderFile(f), o.unpinned, f.name) }));
    for (const out of outputs) schema.generateFile(out.name).print(out.content.replace(/\n$/, ""));
  },
  emit(files: FileInfo[], options: PluginOptions, js: boolean, dts: boolean): FileInfo[] {
    const sources: SourceText[] = files.filter((f) => f.name.endsWith(".ts")).map((f) => ({ name: f.name, content: f.content }));
    // The full check fails here, naming file and line, before anything is written.
    if (options.check) createCheckedProject(sources, options.runtime);
    const out: FileInfo[] = [];
    for (const e of emitFast(sources, options.runtime)) {
      if ((e.name.endsWith(".d.ts") && dts) || (e.name.endsWith(".js") && js)) out.push({ name: e.name, content: e.content, preamble: undefined });
    }
    return out;
  },
});
