// The size budget of issue 22, checked in `npm test`: each bundle built as the bench builds it
// (bench/bundles.ts: esbuild --bundle --minify --platform=browser --format=esm, gzip level 9), against
// the budgets in gzip KB (1024 bytes): the client's chunks for a v1.0 exchange <= 60 (the
// issue allowed zod's classic API there; they hold no zod now), the whole A2A package with every export
// kept <= 80, the v1.0 tables alone <= 40, routes-only <= 16. A failure prints the size and the heaviest
// modules. And the split that keeps v0.3 out of a v1.0 client: its converters are in the chunks only a
// v0.3 interface loads, none in the others.

import assert from "node:assert/strict";
import { before, test } from "node:test";
import { type Bundles, type BundleSize, budgets, kb, measureBundles } from "../../../bench/bundles.js";

let bundles: Bundles;
before(async () => {
  bundles = await measureBundles();
});

const heaviest = (size: BundleSize) =>
  Object.entries(size.inputs)
    .sort(([, a], [, b]) => b - a)
    .slice(0, 6)
    .map(([file, bytes]) => `${file} ${kb(bytes)} KB`)
    .join(", ");

const checks: [keyof typeof budgets, string][] = [
  ["clientV1", "the client's chunks for a v1.0 exchange"],
  ["whole", "the whole A2A package, every export kept"],
  ["v1Tables", "the v1.0 tables alone"],
  ["routesOnly", "routes-only"],
];

for (const [name, what] of checks) {
  test(`${what}: at most issue 22's budget of ${kb(budgets[name])} KB gzip`, () => {
    const size = bundles[name];
    assert.ok(
      size.gzip <= budgets[name],
      `${what} is ${kb(size.gzip)} KB gzip (${kb(size.bytes)} KB minified), over its budget of ${kb(budgets[name])} KB; heaviest (minified): ${heaviest(size)}`,
    );
  });
}

// The converter modules, one per direction and dialect (generated/compat/to-<version>-<dialect>.js).
const converterModules = ["to-v0_3-jsonrpc", "to-v0_3-rest", "to-v1_0-jsonrpc", "to-v1_0-rest"].map((m) => `generated/compat/${m}.js`);

test("a v1.0 client's chunks hold no converter and no v0.3 table; the v0.3 chunks, loaded by import() on a v0.3 card or interface, hold them", () => {
  const v1 = Object.keys(bundles.clientV1.inputs);
  assert.deepEqual(
    v1.filter((f) => f.startsWith("generated/compat") || f.startsWith("generated/v0_3/")),
    [],
  );
  assert.ok(v1.includes("client/dist/client.js"), `the v1.0 chunks hold the client: ${v1.join(", ")}`);
  const v0_3 = Object.keys(bundles.clientV0_3.inputs);
  assert.deepEqual(v0_3.filter((f) => f.startsWith("generated/compat")).sort(), converterModules);
  for (const m of ["core", "index", "jsonrpc"]) assert.ok(v0_3.includes(`generated/v0_3/${m}.js`), `v0.3's ${m} is in the v0.3 chunks: ${v0_3.join(", ")}`);
  assert.ok(bundles.clientV0_3.gzip > 0);
});

test("a v1.0 client's chunks hold no zod: it validates with the zod-free validators; zod comes with the v0.3 chunks", () => {
  const zod = (f: string) => f.includes("node_modules/zod/");
  assert.deepEqual(Object.keys(bundles.clientV1.inputs).filter(zod), []);
  assert.ok(Object.keys(bundles.clientV1.inputs).includes("generated/v1_0/validators.js"));
  assert.ok(Object.keys(bundles.clientV0_3.inputs).some(zod), "the v0.3 chunks (JSON-RPC schemas) bring zod");
});

test("the schemas are zod/mini's: no bundle holds zod's classic API (11 KB gzip more)", () => {
  const classic = (f: string) => f.includes("node_modules/zod/v4/classic/");
  for (const name of ["whole", "v1Tables", "clientV0_3"] as const) {
    const inputs = Object.keys(bundles[name].inputs);
    assert.ok(
      inputs.some((f) => f.includes("node_modules/zod/v4/core/")),
      `${name} holds zod's core`,
    );
    assert.deepEqual(inputs.filter(classic), [], `${name} holds zod's classic API`);
  }
});

test("jose is only in the chunks a signature check loads", () => {
  const signing = (f: string) => f.includes("node_modules/jose/");
  assert.deepEqual(Object.keys(bundles.clientV1.inputs).filter(signing), []);
  assert.deepEqual(Object.keys(bundles.clientV0_3.inputs).filter(signing), []);
  const signatures = Object.keys(bundles.clientSignatures.inputs);
  assert.ok(signatures.some((f) => f.includes("node_modules/jose/")) && signatures.includes("client/dist/signature-jws.js"), signatures.join(", "));
});

test("routes-only and the v1.0 tables hold neither converters nor v0.3's tables", () => {
  for (const size of [bundles.routesOnly, bundles.v1Tables]) {
    const inputs = Object.keys(size.inputs);
    assert.deepEqual(
      inputs.filter((f) => f.startsWith("generated/compat") || f.startsWith("generated/v0_3")),
      [],
    );
    assert.ok(inputs.includes("generated/v1_0/core.js"), `the v1.0 routes are in: ${inputs.join(", ")}`);
  }
});

test("the whole package with every export kept holds every converter module", () => {
  const inputs = Object.keys(bundles.whole.inputs);
  assert.deepEqual(inputs.filter((f) => f.startsWith("generated/compat/")).sort(), converterModules);
});
