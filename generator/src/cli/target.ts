// `--target`: which files the CLI writes, with the names and meaning of the plugin's `target` option
// (protoc-gen-es's): ts the TypeScript as printed, js the ES modules, dts their declarations.

import { Option } from "commander";
import { CliError } from "./stage.js";

/** The targets, in protoc-gen-es's spelling. */
export const targets = ["ts", "js", "dts"] as const;
export type Target = (typeof targets)[number];

/** The plugin's default, and so the CLI's: ES modules with their declarations. */
export const defaultTarget = "js+dts";

const allowed = `${targets.join(", ")}, joined by + (e.g. --target ts or --target js+dts)`;

/** A value as an error shows it: quoted (a control character stays one visible token) and cut short. */
const shown = (s: string) => JSON.stringify(s.length > 40 ? `${s.slice(0, 40)}…` : s);

/**
 * `--target ts+js`: checked here so a bad value is a usage error naming it, not a buf failure. Each
 * part once, in the order given (protoplugin drops a repeated one too); returns the option's value.
 */
export function parseTarget(value: string): string {
  if (value === "") throw new CliError(`--target needs a value: ${allowed}`, 2);
  const parts: Target[] = [];
  for (const part of value.split("+")) {
    const known = targets.find((t) => t === part);
    if (known === undefined) throw new CliError(`--target ${shown(value)}: unknown target ${shown(part)}; the targets are ${allowed}`, 2);
    if (!parts.includes(known)) parts.push(known);
  }
  return parts.join("+");
}

/**
 * Whether the output holds .js files, which need a package.json saying "type": "module". Without js
 * none is written: .ts (and .d.ts) files take the module format of the app they sit in, as its own
 * sources do, and an app compiling them into an outDir would not carry one there anyway.
 */
export const emitsModules = (target: string): boolean => target.split("+").includes("js");

/** The `--target` option of generate and check; `why` extends the help line. */
export function targetOption(why?: string): Option {
  return new Option("--target <targets>", `files to write, as the plugin's target option: ${allowed}${why ? `; ${why}` : ""}`)
    .argParser(parseTarget)
    .default(defaultTarget);
}
