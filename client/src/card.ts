// The card typed as what it is: a v1.0 AgentCard (the list form, `supportedInterfaces`), a v0.3 AgentCard
// (the single form: `url`, a2a.json's definition) or both at once (a hybrid card, which readers of either
// generation read). A form is typed only once its version's schema has parsed it, so the type never
// claims more than was checked: a card no schema accepts is `unvalidated`, with what failed.

import type { v0_3 } from "@a2a-bindgen/a2a";
import { interfaceDeclarations } from "@a2a-bindgen/a2a/protocol";
import type * as v1_0 from "@a2a-bindgen/a2a/v1_0";
import { protocolVersion } from "@a2a-bindgen/a2a/v1_0/routes";
import { validators } from "@a2a-bindgen/a2a/v1_0/validators";
import { toIssues } from "@a2a-bindgen/runtime/engine";
import { olderTables } from "./converters.js";

/** A v1.0 card as the v1.0 validator outputs it (canonical ProtoJSON, only the fields that were set). */
export type AgentCardV1_0 = v1_0.types.AgentCard;

/** A v0.3 card as a2a.json's AgentCard definition (the JSON-RPC dialect of 0.3) parses it. */
export type AgentCardV0_3 = v0_3.jsonrpc.AgentCard;

/** The form names: the protocol versions the tables have ("1.0", "0.3"). */
type V1_0 = typeof v1_0.protocolVersion;
type V0_3 = typeof v0_3.protocolVersion;

/** What every form of a read card carries besides its typed forms. */
interface CardRead {
  /** The card as given (fetched: a parsed JSON object): the interface selection and the capability checks read it. */
  readonly raw: Readonly<Record<string, unknown>>;
  /** What a version's schema refused, as "1.0 $.skills: …" (the first issue of each form that failed; empty when none failed). */
  readonly problems: readonly string[];
}

/**
 * The card, by the forms that validated, discriminated by `form`:
 * - "1.0": the list form validated as a v1.0 AgentCard (`v1_0`);
 * - "0.3": the single form validated as a v0.3 AgentCard (`v0_3`);
 * - "hybrid": both forms are present and each validated (`v1_0` and `v0_3`);
 * - "unvalidated": no form the card has validated; only `raw` and `problems`.
 * A form present but refused is named in `problems` (a hybrid whose v0.3 part fails reads as "1.0").
 */
export type ClientCard =
  | (CardRead & { readonly form: V1_0; readonly v1_0: AgentCardV1_0 })
  | (CardRead & { readonly form: V0_3; readonly v0_3: AgentCardV0_3 })
  | (CardRead & { readonly form: "hybrid"; readonly v1_0: AgentCardV1_0; readonly v0_3: AgentCardV0_3 })
  | (CardRead & { readonly form: "unvalidated" });

/** What `parsed` needs of a validator: a zod schema's or a zod-free validator's safeParse. */
interface SafeParse<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false; error: { readonly issues: readonly object[] } };
}

/** The parsed value, or the first issue as "$.path: message"; a value nested past the stack is refused, not thrown. */
function parsed<T>(schema: SafeParse<T>, value: unknown): { ok: true; value: T } | { ok: false; problem: string } {
  let r: ReturnType<SafeParse<T>["safeParse"]>;
  try {
    r = schema.safeParse(value);
  } catch (e) {
    if (!(e instanceof RangeError)) throw e;
    return { ok: false, problem: "$: nested too deeply" };
  }
  if (r.success) return { ok: true, value: r.data };
  const first = toIssues(r.error)[0];
  return { ok: false, problem: first === undefined ? "$: invalid" : `${first.path}: ${first.message}` };
}

/**
 * Reads a fetched card: each form it has (the list field, the single form's url; own keys only) parsed with
 * its version's schema, and typed by what validated. Total: any value gets an answer (a non-object is
 * `unvalidated` with the problem named). Async because the v0.3 schemas load on demand (a dynamic import),
 * only for a card that has the v0.3 form.
 */
export async function readCard(card: unknown): Promise<ClientCard> {
  if (card === null || typeof card !== "object" || Array.isArray(card)) {
    return { form: "unvalidated", raw: {}, problems: ["$: the card is not a JSON object"] };
  }
  const raw = card as Readonly<Record<string, unknown>>;
  const problems: string[] = [];
  let newer: AgentCardV1_0 | undefined;
  let older: { value: AgentCardV0_3; form: V0_3 } | undefined;
  if (Object.hasOwn(raw, interfaceDeclarations.list.field)) {
    const r = parsed(validators.AgentCard, raw);
    if (r.ok) newer = r.value;
    else problems.push(`${protocolVersion} ${r.problem}`);
  }
  if (Object.hasOwn(raw, interfaceDeclarations.single.url)) {
    const tables = await olderTables.load();
    const r = parsed(tables.jsonrpc.schemas.AgentCard, raw);
    if (r.ok) older = { value: r.value, form: tables.protocolVersion };
    else problems.push(`${tables.protocolVersion} ${r.problem}`);
  }
  if (newer !== undefined && older !== undefined) return { form: "hybrid", v1_0: newer, v0_3: older.value, raw, problems };
  if (newer !== undefined) return { form: protocolVersion, v1_0: newer, raw, problems };
  if (older !== undefined) return { form: older.form, v0_3: older.value, raw, problems };
  if (problems.length === 0) problems.push(`$: neither ${interfaceDeclarations.list.field} nor ${interfaceDeclarations.single.url}: no form to validate`);
  return { form: "unvalidated", raw, problems };
}
