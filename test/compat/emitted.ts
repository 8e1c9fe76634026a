// Loads the converters the generator prints for hand-written plans: the same printer and template as
// `npm run generate` (generator/src/emit/compat-view.ts → templates/compat-converters.ts.hbs), written to
// a scratch directory under .tmp/ and imported (tsx strips the types), so the tests run emitted code; the
// public converters are built from each module's `spec` as generated/compat.ts builds them.

import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import type { DialectPlan } from "../../runtime/src/compat/plan.js";
import { direction, type DialectConverters, type DirectionSpec } from "@a2a-bindgen/runtime/compat";
import { compatConverterView } from "../../generator/src/emit/compat-view.js";
import { renderFile } from "../../generator/src/emit/templates.js";
import type { CompatModel, Model } from "../../generator/src/model/types.js";

export type EmittedCompat = Record<string, Record<string, DialectConverters>>;

const root = new URL("../../.tmp/", import.meta.url);

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
  {
    const file = join(dir, "converters.ts");
    const context = compatConverterView(model, compat, "test", "@a2a-bindgen/runtime", true);
    writeFileSync(file, renderFile({ name: "converters.ts", template: "compat-converters.ts.hbs", context }));
    // One table per direction and dialect, exported as to<Version>_<dialect>.
    const mod = (await import(pathToFileURL(file).href)) as Record<string, DirectionSpec>;
    for (const [name, spec] of Object.entries(mod)) {
      const [, dir, dialect] = /^(toV\d+_\d+)_(\w+)$/.exec(name)!;
      out[dir][dialect] = direction(spec);
    }
  }
}
