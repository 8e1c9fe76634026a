// docs/observability.md is the table operators read to build dashboards: every metric the packages record
// (kit's metricSpecs, the one place the code takes names from) is a row there with its instrument, unit
// and attributes, and no row names a metric the code does not record. No metric may carry an id of a task,
// context or request (unbounded cardinality), whatever the table says.

import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { test } from "node:test";
import { attributes, metricSpecs, schemaUrl, semconvVersion } from "@a2a-bindgen/kit";

const page = readFileSync(join(import.meta.dirname, "../../../docs/observability.md"), "utf8");

/** The rows of the metrics table: | `name` | instrument | `unit` | `attr`, `attr` | description | */
function metricRows(): Map<string, { instrument: string; unit: string; attributes: string[] }> {
  const rows = new Map<string, { instrument: string; unit: string; attributes: string[] }>();
  for (const line of page.split("\n")) {
    const cells = line.split("|").map((c) => c.trim());
    if (cells.length < 6 || !/^`[a-z][a-z0-9_.]*`$/.test(cells[1] ?? "")) continue;
    if (!["counter", "histogram", "updowncounter"].includes(cells[2] ?? "")) continue;
    const names = [...(cells[4] ?? "").matchAll(/`([^`]+)`/g)].map((m) => m[1] as string);
    rows.set((cells[1] as string).slice(1, -1), { instrument: cells[2] as string, unit: (cells[3] ?? "").replaceAll("`", ""), attributes: names });
  }
  return rows;
}

test("every metric the packages record is a row of docs/observability.md, with its instrument, unit and attributes", () => {
  const rows = metricRows();
  for (const spec of Object.values(metricSpecs)) {
    const row = rows.get(spec.name);
    assert.ok(row !== undefined, `docs/observability.md has no row for the metric ${spec.name}`);
    assert.equal(row.instrument, spec.instrument, `${spec.name}: instrument`);
    assert.equal(row.unit, spec.unit, `${spec.name}: unit`);
    assert.deepEqual(
      row.attributes,
      spec.attributes.map((a) => attributes[a]),
      `${spec.name}: attributes`,
    );
  }
  const recorded = new Set(Object.values(metricSpecs).map((s) => s.name));
  for (const name of rows.keys()) assert.ok(recorded.has(name), `docs/observability.md lists ${name}, which nothing records`);
});

test("no metric carries a task, context or request id", () => {
  const ids = new Set([attributes.taskId, attributes.contextId, attributes.requestId]);
  for (const spec of Object.values(metricSpecs)) {
    for (const a of spec.attributes) assert.ok(!ids.has(attributes[a]), `${spec.name} carries ${attributes[a]}`);
  }
});

test("the page names the pinned semantic-conventions version and schema URL", () => {
  assert.match(page, new RegExp(semconvVersion.replaceAll(".", "\\.")));
  assert.ok(page.includes(schemaUrl), `docs/observability.md does not give the schema URL ${schemaUrl}`);
});
