// Bundle sizes for a browser (issue 22): each entry bundled by esbuild (--bundle --minify --platform=browser
// --format=esm; the client with splitting, as an app that loads chunks on demand), gzipped at level 9,
// side by side with @a2a-js/sdk 1.3.0's client bundled the same way. The bundling is bench/bundles.ts,
// shared with the size budget that `npm test` checks (test/e2e/bundle/size.test.ts); this prints the table,
// each row's budget where issue 22 sets one, and the modules that weigh most in the client's v1.0 chunks.

import { type BundleSize, budgets, kb, measureBundles } from "./bundles.js";

const b = await measureBundles();

const rows: [string, BundleSize, number | undefined][] = [
  ["routes-only (routes of @a2a-bindgen/a2a/v1_0/routes)", b.routesOnly, budgets.routesOnly],
  ["v1.0 tables alone (@a2a-bindgen/a2a/v1_0, every export)", b.v1Tables, budgets.v1Tables],
  ["whole A2A package (@a2a-bindgen/a2a, every export)", b.whole, budgets.whole],
  ["client, the chunks a v1.0 exchange loads (connect)", b.clientV1, budgets.clientV1],
  ["client, the v0.3 chunks apart (loaded on a v0.3 card or interface)", b.clientV0_3, undefined],
  ["client, the signature chunks apart (loaded when cardKeys are given)", b.clientSignatures, undefined],
  ["@a2a-js/sdk 1.3.0 client (@a2a-js/sdk/client, every export)", b.a2aJs, undefined],
];

const width = Math.max(...rows.map(([name]) => name.length));
console.log(`${"bundle".padEnd(width)}  ${"min KB".padStart(7)}  ${"gzip KB".padStart(7)}  budget (gzip)`);
for (const [name, size, budget] of rows) {
  const verdict = budget === undefined ? "" : `${kb(budget)} ${size.gzip <= budget ? "ok" : `OVER by ${kb(size.gzip - budget)}`}`;
  console.log(`${name.padEnd(width)}  ${kb(size.bytes).padStart(7)}  ${kb(size.gzip).padStart(7)}  ${verdict}`);
}
console.log(`client v1.0 / a2a-js client (gzip): ${(b.clientV1.gzip / b.a2aJs.gzip).toFixed(2)}x`);

const heaviest = (size: BundleSize, n: number) =>
  Object.entries(size.inputs)
    .sort(([, a], [, b]) => b - a)
    .slice(0, n)
    .map(([file, bytes]) => `  ${kb(bytes).padStart(6)}  ${file}`)
    .join("\n");
console.log(`heaviest modules of the client's v1.0 chunks (minified KB, before gzip):\n${heaviest(b.clientV1, 12)}`);
console.log(`heaviest modules of routes-only:\n${heaviest(b.routesOnly, 5)}`);
