// The NOTIFY that wakes the other instances after a commit: which channel a schema's instances share,
// and what a notification carries. Only a wake-up: the sender, and for each task written its id, the
// version committed and whether it is final. The events themselves are read from task_events, so a
// lost or dropped notification loses nothing (the bus catches up), and a payload never nears
// PostgreSQL's 8,000-byte limit: entries are split over as many payloads as they need.

/** A notification's size bound, under PostgreSQL's 8,000 bytes. */
export const PAYLOAD_MAX_BYTES = 7_900;

/** What one notification says of one task. */
export interface NotifyEntry {
  readonly taskId: string;
  readonly version: number;
  readonly final: boolean;
}

/** A notification as read: who committed, and the tasks it wrote. */
export interface Notification {
  readonly instance: string;
  readonly entries: readonly NotifyEntry[];
}

const SCHEMA = /^[a-z_][a-z0-9_]{0,40}$/;
// An instance is a uuid; a task id is the store's own (a uuid), bounded so one entry always fits.
const INSTANCE_MAX = 64;
const TASK_ID_MAX = 1_024;
const MAX_VERSION = 2 ** 31 - 1; // task_events.version is an integer

/** The channel the instances of `schema` share (an identifier of at most 52 bytes, one per schema). */
export function channelOf(schema: string): string {
  if (typeof schema !== "string" || !SCHEMA.test(schema)) {
    throw new RangeError(`channelOf: the schema must match ${SCHEMA}, got ${JSON.stringify(String(schema).slice(0, 64))}`);
  }
  return `a2a_${schema}_events`;
}

function entryText(e: NotifyEntry, i: number): string {
  if (typeof e !== "object" || e === null) throw new TypeError(`payloadsOf: entry ${i} is not an object`);
  if (typeof e.taskId !== "string" || e.taskId === "" || e.taskId.length > TASK_ID_MAX) {
    throw new RangeError(`payloadsOf: entry ${i} has no task id of 1 to ${TASK_ID_MAX} characters`);
  }
  if (!Number.isSafeInteger(e.version) || e.version < 1 || e.version > MAX_VERSION) {
    throw new RangeError(`payloadsOf: entry ${i} (task ${JSON.stringify(e.taskId.slice(0, 64))}) has version ${String(e.version)}, not 1 or more`);
  }
  return JSON.stringify([e.taskId, e.version, e.final === true ? 1 : 0]);
}

const bytes = (s: string) => Buffer.byteLength(s, "utf8");

/**
 * The payloads of one commit's notification: `{"i":instance,"e":[[taskId,version,final],...]}`, as
 * many as the entries need for each to stay under PAYLOAD_MAX_BYTES. No entries: no payload.
 */
export function payloadsOf(instance: string, entries: readonly NotifyEntry[]): string[] {
  if (typeof instance !== "string" || instance === "" || instance.length > INSTANCE_MAX) {
    throw new RangeError(`payloadsOf: the instance must be an id of 1 to ${INSTANCE_MAX} characters`);
  }
  if (!Array.isArray(entries)) throw new TypeError("payloadsOf: entries must be an array");
  const head = `{"i":${JSON.stringify(instance)},"e":[`;
  const room = PAYLOAD_MAX_BYTES - bytes(head) - 2; // "]}"
  const payloads: string[] = [];
  let parts: string[] = [];
  let used = 0; // bytes of parts joined by commas
  entries.forEach((e, i) => {
    const text = entryText(e, i);
    const size = bytes(text);
    if (parts.length > 0 && used + 1 + size > room) {
      payloads.push(`${head}${parts.join(",")}]}`);
      parts = [];
      used = 0;
    }
    used += (parts.length > 0 ? 1 : 0) + size;
    parts.push(text);
  });
  if (parts.length > 0) payloads.push(`${head}${parts.join(",")}]}`);
  return payloads;
}

/** A payload as payloadsOf made it, or undefined for anything else (never throws). */
export function parsePayload(text: unknown): Notification | undefined {
  if (typeof text !== "string" || text.length > PAYLOAD_MAX_BYTES) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (typeof value !== "object" || value === null) return undefined;
  const { i, e } = value as { i?: unknown; e?: unknown };
  if (typeof i !== "string" || i === "" || i.length > INSTANCE_MAX || !Array.isArray(e)) return undefined;
  const entries: NotifyEntry[] = [];
  for (const x of e) {
    if (!Array.isArray(x) || x.length !== 3) return undefined;
    const [taskId, version, final] = x as unknown[];
    if (typeof taskId !== "string" || taskId === "" || taskId.length > TASK_ID_MAX) return undefined;
    if (typeof version !== "number" || !Number.isSafeInteger(version) || version < 1 || version > MAX_VERSION) return undefined;
    if (final !== 0 && final !== 1) return undefined;
    entries.push({ taskId, version, final: final === 1 });
  }
  return { instance: i, entries };
}
