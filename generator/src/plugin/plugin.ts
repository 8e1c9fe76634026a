// protoc-gen-a2a: descriptors → model → views → templates → TypeScript (+ .js/.d.ts).
// A thin plugin over the pipeline: every stage lives in its own folder.

import { createEcmaScriptPlugin } from "@bufbuild/protoplugin";
import type { FileInfo } from "@bufbuild/protoplugin";
import { buildModel } from "../model/build-model.js";
import { createCheckedProject, emitChecked, type SourceText } from "../check/check.js";
import { emitFast } from "../check/fast-emit.js";
import { GenerationError } from "../model/errors.js";
import { renderFile } from "../emit/templates.js";
import { views } from "../emit/view.js";
import { loadRules } from "../rules/load.js";
import { parseOptions, type PluginOptions } from "./options.js";
import { pluginVersion, runtimeRange } from "./version.js";

export const pluginName = "protoc-gen-a2a";

// generateTs renders the TypeScript; transpile (called next, in the same run) emits .js/.d.ts from it.
let rendered: { outputs: SourceText[]; options: PluginOptions } | undefined;

/** One line per accepted unpinned input, after the generator's header line. */
function recordUnpinned(content: string, unpinned: PluginOptions["unpinned"]): string {
  if (unpinned.length === 0) return content;
  const nl = content.indexOf("\n");
  const first = nl < 0 ? content : content.slice(0, nl);
  const comment = first.startsWith("<!--") ? (t: string) => `<!-- ${t} -->` : (t: string) => `// ${t}`;
  const lines = unpinned.map((u) => comment(`unpinned input accepted by the user: ${u.file} sha256 ${u.sha256}`));
  return nl < 0 ? [first, ...lines].join("\n") : [first, ...lines].join("\n") + content.slice(nl);
}

export const plugin = createEcmaScriptPlugin<PluginOptions>({
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
    }).map((f) => ({ name: f.name, content: recordUnpinned(renderFile(f), o.unpinned) }));
    // The full check fails here, naming file and line, before anything is written.
    rendered = { outputs, options: o };
    for (const out of outputs) schema.generateFile(out.name).print(out.content.replace(/\n$/, ""));
  },
  transpile(files: FileInfo[], transpileJs: boolean, transpileDts: boolean): FileInfo[] {
    if (!rendered) throw new Error("transpile called before generateTs");
    const { outputs, options } = rendered;
    const out: FileInfo[] = files.filter((f) => !f.name.endsWith(".ts")).map((f) => ({ ...f }));
    const emitted = options.check ? emitChecked(createCheckedProject(outputs, options.runtime)) : emitFast(outputs, options.runtime);
    for (const e of emitted) {
      if ((e.name.endsWith(".d.ts") && transpileDts) || (e.name.endsWith(".js") && transpileJs)) {
        out.push({ name: e.name, content: e.content, preamble: undefined });
      }
    }
    return out;
  },
});
