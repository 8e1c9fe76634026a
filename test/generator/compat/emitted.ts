// Loads the converters the generator prints for hand-written plans: the same printer and template as
// `npm run generate` (generator/src/emit/compat-view.ts → templates/compat-converters.ts.hbs), written to
// a scratch directory under .tmp/ and imported (tsx strips the types), so the tests run emitted code: each
// module's public converters, as generated/compat.ts joins them.

import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { pathToFileURL } from "node:url";
import type { DialectPlan } from "../../../runtime/src/compat/plan.js";
import type { DialectConverters } from "@a2a-bindgen/runtime/compat";
import { compatConverterViews } from "../../../generator/src/emit/compat-view.js";
import { renderFile } from "../../../generator/src/emit/templates.js";
import type { CompatModel, Model } from "../../../generator/src/model/types.js";

export type EmittedCompat = Record<string, Record<string, DialectConverters>>;

const root = new URL("../../../.tmp/", import.meta.url);

/** Prints, writes and imports the converters of `plans` (versions "1.0"/"0.3", modules v1_0/v0_3): compat.toV1_0 / compat.toV0_3. */
export async function emitCompat(plans: readonly DialectPlan[]): Promise<EmittedCompat> {
  const model = {
    versions: [
      { protocolVersion: "1.0", module: "v1_0" },
      { protocolVersion: "0.3", module: "v0_3" },
    ],
  } as unknown as Model;
  const compat = { newer: "1.0", older: "0.3", plans } as unknown as CompatModel;
  mkdirSync(root, { recursive: true });
  const dir = mkdtempSync(join(root.pathname, "compat-emit-"));
  const out: EmittedCompat = { toV1_0: {}, toV0_3: {} };
  try {
    await load(dir, model, compat, out);
  } finally {
    rmSync(dir, { recursive: true, force: true }); // loaded modules stay loaded
  }
  return out;
}

async function load(dir: string, model: Model, compat: CompatModel, out: EmittedCompat): Promise<void> {
  // One module per direction and dialect, each exporting its converters as to<Version>_<dialect>.
  for (const c of compatConverterViews(model, compat, "test", "@a2a-bindgen/runtime")) {
    const file = join(dir, c.file);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, renderFile({ name: c.file, template: "compat-converters.ts.hbs", context: c.context }));
    const mod = (await import(pathToFileURL(file).href)) as Record<string, DialectConverters>;
    const [, direction, dialect] = /^(toV\d+_\d+)_(\w+)$/.exec(c.local)!;
    out[direction][dialect] = mod[c.local];
  }
}
