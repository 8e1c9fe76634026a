// What a NOTIFY between instances carries (store-postgres/src/notify.ts): a channel per schema, payloads
// under PostgreSQL's 8,000-byte limit carrying each entry's task id, version and final flag only, and a
// parser that answers undefined for any other text. The largest payload is sent through a real NOTIFY.

import assert from "node:assert/strict";
import { after, test } from "node:test";
import pg from "pg";
import { channelOf, PAYLOAD_MAX_BYTES, parsePayload, payloadsOf } from "../../store-postgres/dist/notify.js";
import { postgresOrSkip } from "../support/postgres.ts";

const pgc = await postgresOrSkip();
after(() => {
  if (!("skip" in pgc)) pgc.stop();
});
const skip = "skip" in pgc ? pgc.skip : false;
const A = "0190a000-0000-7000-8000-00000000000a";

test("a channel per schema, an identifier PostgreSQL keeps whole; a bad schema is refused", () => {
  const long = `s${"x".repeat(40)}`;
  assert.notEqual(channelOf("a2a"), channelOf("a2a_2"));
  assert.ok(Buffer.byteLength(channelOf(long)) <= 63);
  assert.match(channelOf(long), /^[a-z_][a-z0-9_]*$/);
  for (const bad of ["", "A2A", "a-b", `s${"x".repeat(41)}`, 'a"; DROP', undefined]) assert.throws(() => channelOf(bad as string), RangeError);
});

test("payloads stay under the NOTIFY limit, carry every entry in order and nothing but its id, version and final", () => {
  const instance = "0190a000-0000-7000-8000-000000000001";
  const entries = Array.from({ length: 3_000 }, (_, i) => ({ taskId: crypto.randomUUID(), version: i + 1, final: i % 7 === 0, secret: "not sent" }));
  const payloads = payloadsOf(instance, entries);
  assert.ok(payloads.length > 1, "3,000 entries do not fit one notification");
  for (const p of payloads) assert.ok(Buffer.byteLength(p) < PAYLOAD_MAX_BYTES && PAYLOAD_MAX_BYTES < 8_000);
  assert.ok(!payloads.join("").includes("not sent"));
  const back = payloads.map((p) => parsePayload(p));
  assert.ok(back.every((n) => n?.instance === instance));
  assert.deepEqual(
    back.flatMap((n) => n!.entries),
    entries.map(({ taskId, version, final }) => ({ taskId, version, final })),
  );
  // The largest entry there is (the longest id, every character escaped or 4 bytes) still fits alone.
  for (const char of ["\u0001", "😀", '"']) {
    const [p, ...rest] = payloadsOf(instance, [{ taskId: char.repeat(1_024 / char.length), version: 2 ** 31 - 1, final: true }]);
    assert.equal(rest.length, 0);
    assert.ok(Buffer.byteLength(p!) < PAYLOAD_MAX_BYTES);
    assert.equal(parsePayload(p)?.entries[0]?.taskId, char.repeat(1_024 / char.length));
  }
  assert.deepEqual(payloadsOf(instance, []), []);
});

test("payloadsOf refuses what no commit makes, naming the entry", () => {
  const i = "0190a000-0000-7000-8000-000000000001";
  assert.throws(() => payloadsOf("", []), RangeError);
  assert.throws(() => payloadsOf(i, "x" as never), TypeError);
  assert.throws(() => payloadsOf(i, [null as never]), /entry 0 is not an object/);
  assert.throws(
    () =>
      payloadsOf(i, [
        { taskId: "t", version: 1, final: false },
        { taskId: "", version: 1, final: false },
      ]),
    /entry 1/,
  );
  assert.throws(() => payloadsOf(i, [{ taskId: "x".repeat(1_025), version: 1, final: false }]), /entry 0/);
  for (const version of [0, -1, 1.5, Number.NaN, 2 ** 31, "1"]) {
    assert.throws(() => payloadsOf(i, [{ taskId: "t", version: version as number, final: false }]), /entry 0 \(task "t"\) has version/);
  }
});

test("parsePayload answers undefined for any text a commit did not make, never throws", () => {
  const hostile: unknown[] = [
    undefined,
    null,
    42,
    "",
    "not json",
    "null",
    "[]",
    '"s"',
    "{}",
    '{"i":"a"}',
    '{"i":"","e":[]}',
    '{"i":7,"e":[]}',
    `{"i":"${"a".repeat(65)}","e":[]}`,
    '{"i":"a","e":{}}',
    '{"i":"a","e":[["t",1]]}',
    '{"i":"a","e":[["t",1,1,1]]}',
    '{"i":"a","e":[["",1,0]]}',
    '{"i":"a","e":[[1,1,0]]}',
    '{"i":"a","e":[["t",0,0]]}',
    '{"i":"a","e":[["t",1.5,0]]}',
    '{"i":"a","e":[["t",2147483648,0]]}',
    '{"i":"a","e":[["t","1",0]]}',
    '{"i":"a","e":[["t",1,2]]}',
    '{"i":"a","e":[["t",1,true]]}',
    '{"i":"a","e":[{"taskId":"t","version":1,"final":0}]}',
    `{"i":"a","e":[["${"x".repeat(1_025)}",1,0]]}`,
    `{"i":"a","e":[${'["t",1,0],'.repeat(900)}["t",1,0]]}`, // past the payload bound
    '{"__proto__":{"i":"a"},"e":[]}',
    "[".repeat(100_000),
  ];
  for (const text of hostile) assert.equal(parsePayload(text), undefined, String(text).slice(0, 80));
  assert.deepEqual(parsePayload('{"i":"a","e":[["t",3,1]],"extra":1}'), { instance: "a", entries: [{ taskId: "t", version: 3, final: true }] });
});

test("the largest payload passes PostgreSQL's NOTIFY, and is heard whole", { skip }, async (t) => {
  if ("skip" in pgc) return;
  const url = pgc.url();
  const schema = "a2a";
  const pool = new pg.Pool({ connectionString: url, max: 1 });
  const listener = new pg.Client({ connectionString: url });
  t.after(async () => {
    await listener.end();
    await pool.end();
  });
  await listener.connect();
  await listener.query(`LISTEN "${channelOf(schema)}"`);
  const heard = new Promise<string | undefined>((resolve) => listener.once("notification", (m) => resolve(m.payload)));
  const [p] = payloadsOf(
    A,
    Array.from({ length: 400 }, () => ({ taskId: crypto.randomUUID(), version: 2 ** 31 - 1, final: true })),
  );
  assert.ok(Buffer.byteLength(p!) > PAYLOAD_MAX_BYTES - 60, "as close to the bound as entries go");
  await pool.query("SELECT pg_notify($1, $2)", [channelOf(schema), p]);
  assert.deepEqual(parsePayload(await heard), parsePayload(p));
});
