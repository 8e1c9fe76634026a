// SSE decoding and encoding. Expected events are written by hand from the WHATWG HTML standard,
// §9.2.6 "Interpreting an event stream" and its examples (§9.2.5/§9.2.6), not printed by the decoder.
import { test } from "node:test";
import assert from "node:assert/strict";
import fc from "fast-check";
import { SseDecoder, SseEncodeError, SseError, decodeSse, encodeSseEvent, type SseEvent } from "@a2a-bindgen/kit";

const enc = new TextEncoder();

function decodeAll(text: string | Uint8Array, options = {}): { events: SseEvent[]; discarded: boolean } {
  const d = new SseDecoder(options);
  const events: SseEvent[] = [];
  if (typeof text === "string") d.pushText(text, (e) => events.push(e));
  else d.push(text, (e) => events.push(e));
  const discarded = d.end((e) => events.push(e));
  return { events, discarded };
}

const ev = (data: string, type = "message", lastEventId = ""): SseEvent => ({ type, data, lastEventId });

test("WHATWG example: three data lines make one event joined by LF", () => {
  const { events } = decodeAll("data: YHOO\ndata: +2\ndata: 10\n\n");
  assert.deepEqual(events, [ev("YHOO\n+2\n10")]);
});

test("WHATWG example: a comment, id, a bare `id` resetting it, and only one leading space dropped", () => {
  const { events } = decodeAll(": test stream\n\ndata: first event\nid: 1\n\ndata:second event\nid\n\ndata:  third event\n\n");
  assert.deepEqual(events, [ev("first event", "message", "1"), ev("second event"), ev(" third event")]);
});

test("WHATWG example: `data` alone is an empty line of data; a last event without its blank line is discarded", () => {
  const { events, discarded } = decodeAll("data\n\ndata\ndata\n\ndata:");
  assert.deepEqual(events, [ev(""), ev("\n")]);
  assert.equal(discarded, true);
});

test("WHATWG example: `data:test` and `data: test` are the same event", () => {
  assert.deepEqual(decodeAll("data:test\n\ndata: test\n\n").events, [ev("test"), ev("test")]);
});

test("line ends: CRLF, CR and LF, mixed in one stream, each end one line", () => {
  const { events } = decodeAll("data: a\r\ndata: b\rdata: c\n\r\nevent: x\rdata: d\r\r");
  assert.deepEqual(events, [ev("a\nb\nc"), ev("d", "x")]);
});

test("event type is reset after dispatch; the last event ID persists until changed", () => {
  const { events } = decodeAll("event: update\nid: 7\ndata: 1\n\ndata: 2\n\nid: 8\ndata: 3\n\n");
  assert.deepEqual(events, [ev("1", "update", "7"), ev("2", "message", "7"), ev("3", "message", "8")]);
});

test("an id containing NUL is ignored; unknown fields are ignored; a blank line without data dispatches nothing", () => {
  const { events } = decodeAll("id: 5\n\nid: a\0b\nfoo: bar\ndata: x\n\nevent: lonely\n\ndata: y\n\n");
  assert.deepEqual(events, [ev("x", "message", "5"), ev("y", "message", "5")]);
});

test("retry: only ASCII digits set it, and it rides on the following events", () => {
  const { events } = decodeAll("retry: 3000\ndata: a\n\nretry: 12x\ndata: b\n\nretry:\ndata: c\n\nretry: 250\ndata: d\n\n");
  assert.deepEqual(
    events.map((e) => e.retry),
    [3000, 3000, 3000, 250],
  );
});

test("a leading BOM is not content (once); a second one is", () => {
  const bytes = new Uint8Array([0xef, 0xbb, 0xbf, ...enc.encode("data: a\n\n\ufeffdata: b\n\n")]);
  // "\ufeffdata" is a field named "\ufeffdata", unknown, so it is ignored.
  assert.deepEqual(decodeAll(bytes).events, [ev("a")]);
  assert.deepEqual(decodeAll("\ufeffdata: a\n\n").events, [ev("a")]);
});

test("a field name without a colon takes an empty value; a colon inside the value is kept", () => {
  assert.deepEqual(decodeAll("data: a:b: c\n\n").events, [ev("a:b: c")]);
  assert.deepEqual(decodeAll("event\ndata: z\n\n").events, [ev("z", "message")]);
});

test("invalid UTF-8 becomes U+FFFD, as the standard's UTF-8 decode does", () => {
  const bytes = new Uint8Array([...enc.encode("data: "), 0xff, 0x41, ...enc.encode("\n\n")]);
  assert.deepEqual(decodeAll(bytes).events, [ev("\ufffdA")]);
});

test("a chunk split inside a multi-byte character and between CR and LF decodes the same", () => {
  const bytes = enc.encode("data: é😀\r\n\r\ndata: x\r\n\r\n");
  const whole = decodeAll(bytes).events;
  assert.deepEqual(whole, [ev("é😀"), ev("x")]);
  for (let i = 0; i <= bytes.length; i++) {
    for (let j = i; j <= bytes.length; j++) {
      const d = new SseDecoder();
      const got: SseEvent[] = [];
      d.push(bytes.subarray(0, i), (e) => got.push(e));
      d.push(bytes.subarray(i, j), (e) => got.push(e));
      d.push(bytes.subarray(j), (e) => got.push(e));
      d.end((e) => got.push(e));
      assert.deepEqual(got, whole, `split at ${i}, ${j}`);
    }
  }
});

test("a line longer than maxEventSize is an SseError naming the line and the event", () => {
  assert.throws(
    () => decodeAll("data: ok\n\n" + "data: " + "x".repeat(100) + "\n\n", { maxEventSize: 50 }),
    (e: unknown) => e instanceof SseError && e.what === "line" && e.eventIndex === 1 && /maxEventSize \(50 characters\) at event #1/.test(e.message),
  );
});

test("data lines adding up past maxEventSize are an SseError for the data", () => {
  const line = "data: " + "x".repeat(30) + "\n";
  assert.throws(
    () => decodeAll(line + line + "\n", { maxEventSize: 50 }),
    (e: unknown) => e instanceof SseError && e.what === "data" && e.eventIndex === 0,
  );
  // Exactly at the bound is fine: 25 + 1 (LF) + 24 = 50.
  assert.equal(decodeAll("data: " + "a".repeat(25) + "\ndata: " + "b".repeat(24) + "\n\n", { maxEventSize: 50 }).events.length, 1);
});

test("maxEventSize must be a positive integer", () => {
  assert.throws(() => new SseDecoder({ maxEventSize: 0 }), RangeError);
  assert.throws(() => new SseDecoder({ maxEventSize: Number.NaN }), RangeError);
});

test("an endless line without an end fails at the bound, holding no more than it", () => {
  const d = new SseDecoder({ maxEventSize: 1000 });
  const chunk = "y".repeat(64);
  assert.throws(() => {
    for (let i = 0; i < 1_000_000; i++) {
      d.pushText(chunk, () => undefined);
      assert.ok(d.buffered <= 1000);
    }
  }, SseError);
});

test("an endless stream of comments and small events runs in bounded memory", () => {
  const d = new SseDecoder({ maxEventSize: 1000 });
  let n = 0;
  for (let i = 0; i < 20_000; i++) {
    d.pushText(": keep-alive\ndata: tick\n\n", () => n++);
    assert.ok(d.buffered < 100);
  }
  assert.equal(n, 20_000);
});

test("decodeSse reads a ReadableStream and an async iterable of text chunks alike", async () => {
  const text = "data: a\n\nevent: e\ndata: b\n\n";
  const bytes = enc.encode(text);
  const stream = new ReadableStream<Uint8Array>({
    start(c) {
      c.enqueue(bytes.subarray(0, 5));
      c.enqueue(bytes.subarray(5));
      c.close();
    },
  });
  const a: SseEvent[] = [];
  for await (const e of decodeSse(stream)) a.push(e);
  async function* texts() {
    yield "data: a\n";
    yield "\nevent: e\ndata: b\n\n";
  }
  const b: SseEvent[] = [];
  for await (const e of decodeSse(texts())) b.push(e);
  assert.deepEqual(a, [ev("a"), ev("b", "e")]);
  assert.deepEqual(b, a);
});

test("property: any bytes, split anywhere, decode to what the unsplit bytes decode to", () => {
  const piece = fc.constantFrom("data:", "data: ", "event: x", "id: 1", "retry: 5", ":", "\r", "\n", "\r\n", "é", "😀", "a", " ", "\0", "\ufeff");
  const input = fc.oneof(
    fc.array(piece, { maxLength: 60 }).map((ps) => enc.encode(ps.join(""))),
    fc.uint8Array({ maxLength: 200 }),
  );
  fc.assert(
    fc.property(input, fc.array(fc.nat(), { maxLength: 8 }), (bytes, cuts) => {
      const whole = run(bytes, []);
      const split = run(
        bytes,
        cuts.map((c) => c % (bytes.length + 1)).sort((x, y) => x - y),
      );
      assert.deepEqual(split, whole);
    }),
    { numRuns: 500 },
  );
});

function run(bytes: Uint8Array, cuts: number[]): unknown {
  const d = new SseDecoder({ maxEventSize: 64 });
  const got: unknown[] = [];
  try {
    let at = 0;
    for (const c of [...cuts, bytes.length]) {
      d.push(bytes.subarray(at, c), (e) => got.push(e));
      at = c;
    }
    got.push(d.end((e) => got.push(e)));
  } catch (e) {
    if (!(e instanceof SseError)) throw e;
    got.push(`error: ${e.what}`);
  }
  return got;
}

test("encodeSseEvent writes fields a reader gets back exactly", () => {
  assert.equal(encodeSseEvent({ data: '{"a":1}' }), 'data: {"a":1}\n\n');
  assert.equal(encodeSseEvent({ event: "error", data: "x" }), "event: error\ndata: x\n\n");
  assert.equal(encodeSseEvent({ data: "a\r\nb\rc\nd" }), "data: a\ndata: b\ndata: c\ndata: d\n\n");
  assert.equal(encodeSseEvent({ comment: "keep-alive" }), ":keep-alive\n\n");
  assert.equal(encodeSseEvent({ id: "9", retry: 100, data: "" }), "id: 9\nretry: 100\ndata: \n\n");
  assert.throws(
    () => encodeSseEvent({ id: "a\nb" }),
    (e: unknown) => e instanceof SseEncodeError && e.field === "id",
  );
  assert.throws(
    () => encodeSseEvent({ event: "a\rb" }),
    (e: unknown) => e instanceof SseEncodeError && e.field === "event",
  );
  assert.throws(
    () => encodeSseEvent({ retry: -1 }),
    (e: unknown) => e instanceof SseEncodeError && e.field === "retry",
  );
  assert.throws(() => encodeSseEvent({}), SseEncodeError);
});

test("property: what encodeSseEvent writes decodes back to the same event", () => {
  const line = fc.string({ unit: fc.constantFrom("a", " ", ":", "é", "\r", "\n", "x", "😀") });
  fc.assert(
    fc.property(line, fc.option(fc.string({ unit: fc.constantFrom("a", "b", " ", ":") }), { nil: undefined }), (data, type) => {
      const text = encodeSseEvent({ data, ...(type === undefined ? {} : { event: type }) });
      const { events } = decodeAll(text);
      assert.equal(events.length, 1);
      assert.equal(events[0].data, data.replace(/\r\n|\r/g, "\n"));
      assert.equal(events[0].type, type === undefined || type === "" ? "message" : type);
    }),
    { numRuns: 300 },
  );
});

test("decodeSse cancels the stream when iteration stops early or the decoder fails", async () => {
  let cancelled = 0;
  const source = () =>
    new ReadableStream<Uint8Array>({
      pull(c) {
        c.enqueue(enc.encode("data: " + "x".repeat(10) + "\n\n"));
      },
      cancel() {
        cancelled++;
      },
    });
  for await (const e of decodeSse(source())) {
    assert.equal(e.data, "x".repeat(10));
    break;
  }
  assert.equal(cancelled, 1, "break cancels");
  const endless = new ReadableStream<Uint8Array>({
    pull(c) {
      c.enqueue(enc.encode("data: more\n"));
    },
    cancel() {
      cancelled++;
    },
  });
  await assert.rejects(async () => {
    for await (const _ of decodeSse(endless, { maxEventSize: 1000 })) assert.fail("no event is complete");
  }, SseError);
  assert.equal(cancelled, 2, "an SseError cancels");
});

test("decodeSse: next() called twice without waiting gives the events in order", async () => {
  const it = decodeSse(
    (async function* () {
      yield "data: 1\n\n";
      yield "data: 2\n\ndata: 3\n\n";
    })(),
  );
  const [a, b, c, d] = await Promise.all([it.next(), it.next(), it.next(), it.next()]);
  assert.deepEqual(
    [a, b, c].map((r) => (r.done ? null : r.value.data)),
    ["1", "2", "3"],
  );
  assert.equal(d.done, true);
});
