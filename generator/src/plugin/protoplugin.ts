// The parts of @bufbuild/protoplugin this plugin runs on (its parameter parser, its Schema and its
// Node.js runner), loaded from the package's own modules. Its entry point also imports its default
// transpiler, which imports TypeScript (9 MB, about half a second before a line of ours runs); this
// plugin never uses that transpiler, so it does not load the entry. protoplugin is pinned exactly
// (package.json), so these module paths are fixed; createPlugin below follows its
// createEcmaScriptPlugin's run(), with the emit step our own.

import type { FileInfo, Plugin, Schema } from "@bufbuild/protoplugin";
import { create, maximumEdition, minimumEdition, protoInt64 } from "@bufbuild/protobuf";
import {
  CodeGeneratorResponse_Feature,
  CodeGeneratorResponseSchema,
  type CodeGeneratorRequest,
  type CodeGeneratorResponse,
  type Edition,
} from "@bufbuild/protobuf/wkt";

type Target = "js" | "ts" | "dts";
interface Parsed<T> {
  parsed: T & { targets: Target[]; elidePluginVersion: boolean };
}
interface SchemaController<T extends object> extends Schema<T> {
  getFileInfo(): FileInfo[];
  prepareGenerate(target: Target): void;
}

const entry = import.meta.resolve("@bufbuild/protoplugin");
const internal = (file: string): string => new URL(`./${file}`, entry).href;

const { parseParameter } = (await import(internal("parameter.js"))) as {
  parseParameter<T extends object>(parameter: string, parse: (raw: { key: string; value: string }[]) => T): Parsed<T>;
};
const { createSchema } = (await import(internal("schema.js"))) as {
  createSchema<T extends object>(
    request: CodeGeneratorRequest,
    parameter: Parsed<T>,
    name: string,
    version: string | undefined,
    minimum: Edition,
    maximum: Edition,
  ): SchemaController<T>;
};

/** protoplugin's runner: reads a CodeGeneratorRequest on stdin, writes the response on stdout. */
export const { runNodeJs } = (await import(internal("run-node.js"))) as { runNodeJs(plugin: Plugin): void };

export interface PluginInit<T extends object> {
  name: string;
  version: string;
  /** The plugin's own options (protoplugin parses target, elide_plugin_version, … itself). */
  parseOptions(raw: { key: string; value: string }[]): T;
  /** Prints the TypeScript files (and any others) with schema.generateFile. */
  generateTs(schema: Schema<T>): void;
  /** The .js and .d.ts of the printed files (`files`: every file generateTs printed). */
  emit(files: FileInfo[], options: T, js: boolean, dts: boolean): FileInfo[];
}

/**
 * A protoc plugin that prints TypeScript and emits .js/.d.ts itself: target=ts gives the printed
 * files, js and/or dts the emitted ones; files that are not TypeScript (REFERENCE.md) are given once.
 */
export function createPlugin<T extends object>(init: PluginInit<T>): Plugin {
  return {
    name: init.name,
    version: init.version,
    run(request: CodeGeneratorRequest): CodeGeneratorResponse {
      // protoplugin wraps an error of ours as `invalid option "<every option of ours>": …`, which for a
      // missing option reads `invalid option ""`: ours already names the option, so it is thrown as it is.
      let ours: unknown;
      let parameter: Parsed<T>;
      try {
        parameter = parseParameter(request.parameter, (raw) => {
          try {
            return init.parseOptions(raw);
          } catch (e) {
            ours = e;
            throw e;
          }
        });
      } catch (e) {
        throw ours ?? e;
      }
      const version = parameter.parsed.elidePluginVersion ? undefined : init.version;
      const schema = createSchema(request, parameter, init.name, version, minimumEdition, maximumEdition);
      schema.prepareGenerate("ts");
      init.generateTs(schema);
      const printed = schema.getFileInfo();
      const targets = parameter.parsed.targets;
      const [ts, js, dts] = [targets.includes("ts"), targets.includes("js"), targets.includes("dts")];
      const files = ts ? printed : printed.filter((f) => !f.name.endsWith(".ts"));
      if (js || dts) files.push(...init.emit(printed, parameter.parsed, js, dts));
      return create(CodeGeneratorResponseSchema, {
        supportedFeatures: protoInt64.parse(CodeGeneratorResponse_Feature.PROTO3_OPTIONAL | CodeGeneratorResponse_Feature.SUPPORTS_EDITIONS),
        minimumEdition,
        maximumEdition,
        file: files.map((f) => ({ name: f.name, content: f.preamble === undefined ? f.content : `${f.preamble}\n${f.content}` })),
      });
    },
  };
}
