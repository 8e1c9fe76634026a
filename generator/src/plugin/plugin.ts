// protoc-gen-a2a: descriptors → model → views → templates → checked TypeScript (+ .js/.d.ts).
// A thin plugin over the pipeline: every stage lives in its own folder.

import { createEcmaScriptPlugin } from "@bufbuild/protoplugin";
import type { FileInfo } from "@bufbuild/protoplugin";
import { buildModel } from "../model/build-model.js";
import { createCheckedProject, emitChecked } from "../check/check.js";
import { renderFile } from "../emit/templates.js";
import { views } from "../emit/view.js";
import { loadRules } from "../rules/load.js";
import { parseOptions, type PluginOptions } from "./options.js";
import { pluginVersion } from "./version.js";
import type { Project } from "ts-morph";

export const pluginName = "protoc-gen-a2a";

// generateTs checks the TypeScript; transpile (called next, in the same run) emits from that checked project.
let checked: Project | undefined;

export const plugin = createEcmaScriptPlugin<PluginOptions>({
  name: pluginName,
  version: pluginVersion,
  parseOptions,
  generateTs(schema) {
    const rules = schema.options.rules ? loadRules(schema.options.rules) : null;
    const model = buildModel(schema.files, rules);
    const outputs = views(model, {
      runtime: schema.options.runtime,
      pluginName,
      pluginVersion: schema.options.elidePluginVersion ? undefined : pluginVersion,
    }).map((f) => ({ name: f.name, content: renderFile(f) }));
    checked = createCheckedProject(outputs, schema.options.runtime);
    for (const o of outputs) schema.generateFile(o.name).print(o.content.replace(/\n$/, ""));
  },
  transpile(files: FileInfo[], transpileJs: boolean, transpileDts: boolean): FileInfo[] {
    if (!checked) throw new Error("transpile called before generateTs");
    const out: FileInfo[] = files.filter((f) => !f.name.endsWith(".ts")).map((f) => ({ ...f }));
    for (const e of emitChecked(checked)) {
      if ((e.name.endsWith(".d.ts") && transpileDts) || (e.name.endsWith(".js") && transpileJs)) {
        out.push({ name: e.name, content: e.content, preamble: undefined });
      }
    }
    return out;
  },
});
