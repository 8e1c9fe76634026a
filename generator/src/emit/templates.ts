// Loads the handlebars templates from templates/ and fills them. Strict mode: a template that names
// a value the view does not provide is an error naming the template, not an empty string.

import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import Handlebars from "handlebars";
import { GenerationError } from "../model/errors.js";
import { precompiled } from "./templates.precompiled.js";
import type { OutputFile } from "./view.js";

/** templates/ at the package root; the same relative place from generator/src/ and generator/dist/. */
export const templatesDir = fileURLToPath(new URL("../../../templates/", import.meta.url));

const cache = new Map<string, HandlebarsTemplateDelegate>();

function compiled(dir: string, name: string): HandlebarsTemplateDelegate {
  const key = dir + name;
  let t = cache.get(key);
  if (!t) {
    const path = dir + name;
    let source: string;
    try {
      source = readFileSync(path, "utf8");
    } catch (e) {
      throw new GenerationError(`cannot read template ${path}: ${(e as Error).message}`);
    }
    // A template compiled at build time is used only while its source is unchanged (and only for
    // templates/ itself): an edited template is compiled again, never printed from a stale build.
    const built = dir === templatesDir ? precompiledFor(name, source) : undefined;
    if (built) t = Handlebars.template(built);
    // noEscape: the output is TypeScript and Markdown, never HTML (precompile-templates.mjs uses the same options).
    else t = Handlebars.compile(source, { noEscape: true, strict: true });
    cache.set(key, t);
  }
  return t;
}

/** The build's compiled form of templates/<name>, when it was compiled from exactly this source. */
export function precompiledFor(name: string, source: string): TemplateSpecification | undefined {
  const built = Object.hasOwn(precompiled, name) ? precompiled[name] : undefined;
  return built?.hash === createHash("sha256").update(source).digest("hex") ? built.spec : undefined;
}

export function renderFile(file: OutputFile, dir = templatesDir): string {
  return [{ template: file.template, context: file.context }, ...(file.append ?? [])].map((part) => render(file.name, part, dir)).join("\n");
}

function render(name: string, part: { template: string; context: object }, dir: string): string {
  try {
    return compiled(dir, part.template)(part.context);
  } catch (e) {
    if (e instanceof GenerationError) throw e;
    throw new GenerationError(`template ${dir}${part.template} (for ${name}): ${(e as Error).message}`);
  }
}
