// The walk: the quick reference's six steps (section 1) against a live agent. Read the card and choose
// the interface (1), make one harmless call per usable interface, then judge version (2), tenant (3),
// capabilities (4), extensions (5) and errors (6) from the card and the calls, in that order; the first
// failing step is the cause and carries its remedy (remedies.ts).

import { interfaceDeclarations, protocolVersions, serviceParameters } from "@a2a-bindgen/a2a/protocol";
import { type CardInterface, checkRequiredExtensions, own, readInterfaces, type Speaks, selectInterface, versionParameterName } from "@a2a-bindgen/kit";
import type { DoctorOptions } from "./options.js";
import { isVersion, type Probe, probeGetTask, type Settings, transportOf } from "./probe.js";
import { type Diagnosis, remedies, type StepName, steps } from "./remedies.js";
import type { DoctorReport } from "./report.js";
import { judge, type Verdict } from "./verdict.js";
import { type CardVerification, verifyCardSignatures } from "../signature.js";
import { authContext, doctorAuth, type Presentation, presentationFor, scrub, secretsOf } from "./auth.js";
import { fetchCard } from "./card.js";

type Step = DoctorReport["steps"][number];

/** The most interfaces one run calls, and how many at a time. */
const maxCalls = 64;
const parallelCalls = 8;
type Call = DoctorReport["calls"][number];

interface Failure {
  step: StepName;
  diagnosis: Diagnosis;
  at: string | null;
  saw: string;
}

function at(card: unknown, path: readonly string[]): unknown {
  let node = card;
  for (const key of path) node = own(node, key);
  return node;
}

/** What the doctor speaks, narrowed by --binding and --protocol. */
function spoken(options: DoctorOptions): Speaks[] {
  const out: Speaks[] = [];
  for (const binding of Object.keys(interfaceDeclarations.bindings)) {
    if (transportOf(binding) === undefined || (options.binding !== null && options.binding !== binding)) continue;
    const versions = protocolVersions.filter((v) => isVersion(v) && (options.protocol === null || options.protocol === v));
    out.push({ binding, versions });
  }
  return out;
}

function redact(sent: readonly (readonly [string, string])[], options: DoctorOptions): [string, string][] {
  const given = new Set(options.headers.map((h) => h.name.toLowerCase()));
  return sent.map(([n, v]) => [n, given.has(n.toLowerCase()) ? "(from --header)" : v]);
}

function capabilityText(card: unknown): string {
  const parts: string[] = [];
  for (const c of interfaceDeclarations.capabilities) {
    const value = at(card, c.path);
    const name = c.path.join(".");
    if (value === true) parts.push(`${name}: true`);
    else {
      // Only a boolean is shown as it is: any other value (a nested object, a huge string) by its type.
      const shown = value === undefined ? "absent" : value === false ? "false" : `not a boolean (${value === null ? "null" : typeof value})`;
      parts.push(`${name}: ${shown} (${c.operations.join(", ")} → ${c.error})`);
    }
  }
  return parts.join("; ");
}

/**
 * Runs the doctor against a live agent. Never throws for what the agent answers; every request is bounded.
 * Throws UsageError when a credential given fits no scheme of the card (the message names the card's schemes).
 * No credential's value appears in the report: each is scrubbed from it, whatever the agent echoed.
 */
export async function runDoctor(options: DoctorOptions): Promise<DoctorReport> {
  const results = new Map<StepName, { detail: string; failure?: Failure }>();
  const notes: string[] = [];
  const calls: Call[] = [];
  let selected: DoctorReport["selected"] = null;
  const secrets = secretsOf(options.credentials ?? []);
  const finish = (): DoctorReport => scrub(report(options, results, selected, calls, notes), secrets);

  // 1. interface: the card, and the entry to call.
  const fetched = await fetchCard(options);
  if ("why" in fetched) {
    const diagnosis: Diagnosis = fetched.refused ?? (fetched.network ? "unreachable" : "cardUnreadable");
    // The card is read with --header only: a public card needs no credential (discovery comes first).
    const saw = fetched.refused
      ? `the card itself is refused: ${fetched.why}; the doctor sends no credential for the card (its schemes are in it): pass what the agent asks with --header "Name: value"`
      : fetched.why;
    results.set("interface", { detail: `cannot read the card: ${fetched.why}`, failure: { step: "interface", diagnosis, at: null, saw } });
    return finish();
  }
  const card = fetched.card;
  if (options.cardKeys) {
    let verified: CardVerification;
    try {
      verified = await verifyCardSignatures(card, options.cardKeys);
    } catch (e) {
      verified = { ok: false, refusals: [`the keys cannot be used: ${(e as Error).message}`] };
    }
    if (!verified.ok) {
      const saw = `the card's signatures do not verify: ${verified.refusals.join("; ")}`;
      results.set("interface", { detail: saw, failure: { step: "interface", diagnosis: "cardSignature", at: null, saw } });
      return finish();
    }
    notes.push(`card: signatures[${verified.index}] verifies (${verified.alg}${verified.kid === undefined ? "" : `, kid ${JSON.stringify(verified.kid)}`})`);
  }
  if (fetched.url !== options.cardUrl) notes.push(`the card was read from ${fetched.url} (the well-known path under the URL given)`);
  const read = readInterfaces(card);
  for (const p of read.problems) notes.push(`card: ${p}`);
  // A field the card should have and lacks (e.g. a v0.3 card without protocolVersion): named with the default
  // applied, once however many interfaces it affects; the agent may still connect (exit 0).
  for (const n of new Set(read.interfaces.flatMap((i) => i.notes))) notes.push(`card: ${n}`);
  const speaks = spoken(options);
  const usable = read.interfaces.filter((i) => speaks.some((s) => s.binding === i.binding && s.versions.includes(i.version)));
  for (const i of read.interfaces)
    if (transportOf(i.binding) === undefined) notes.push(`${i.at}: binding ${JSON.stringify(i.binding)} is not one the doctor speaks`);
  const choice = selectInterface(card, { speaks });
  if (!choice.ok) {
    const v03 = !Object.hasOwn(card, interfaceDeclarations.list.field) && Object.hasOwn(card, interfaceDeclarations.single.url);
    const diagnosis: Diagnosis = v03 ? "v03Card" : "noInterface";
    const saw = v03
      ? `a v0.3 card (${interfaceDeclarations.single.url}, ${interfaceDeclarations.single.binding}): ${choice.error.message}`
      : choice.error.message;
    results.set("interface", { detail: saw, failure: { step: "interface", diagnosis, at: null, saw } });
    return finish();
  }
  selected = { url: choice.url, binding: choice.binding, version: choice.version, tenant: choice.tenant, at: choice.at };
  const earlier = read.interfaces.find((i) => i.binding === choice.binding && i.version !== choice.version && usable.includes(i));
  if (earlier && read.interfaces.indexOf(earlier) < read.interfaces.findIndex((i) => i.at === choice.at)) {
    notes.push(
      `I10: the card lists ${choice.binding} at ${earlier.version} first (${earlier.at}); the doctor picks the ${choice.version} entry (${choice.at}) by protocolVersion, not by position (quick reference ${remedies.pickedNewer.quickReference})`,
    );
  }

  // The harmless calls: one per usable interface, each bounded, each with what the card's security asks.
  const auth = await doctorAuth(card, fetched.url, options.credentials ?? [], options.credentialOrigins ?? []);
  const settings: Settings = { extensions: options.extensions, headers: options.headers, timeoutMs: options.timeoutMs };
  const taskId = `a2a-bindgen-doctor-${crypto.randomUUID()}`;
  // A card may list any number of entries: at most maxCalls are called, a few at a time.
  const called = usable.slice(0, maxCalls);
  if (usable.length > called.length) notes.push(`${usable.length - called.length} more usable interfaces not called (the doctor calls at most ${maxCalls})`);
  const judged: { i: CardInterface; probe: Probe; verdict: Verdict; presented: Presentation }[] = [];
  for (let k = 0; k < called.length; k += parallelCalls) {
    const batch = called.slice(k, k + parallelCalls).map(async (i) => {
      const target = { url: i.url, binding: i.binding, tenant: options.tenant ?? i.tenant };
      const version = i.version as Parameters<typeof probeGetTask>[1];
      const presented = await presentationFor(auth, i.url);
      const own: Settings = { ...settings, credentials: presented };
      const probe = await probeGetTask(target, version, taskId, own);
      let verdict = await judge(i.binding, probe, (other) => probeGetTask(target, other, taskId, own));
      if (!verdict.ok && (verdict.diagnosis === "unauthenticated" || verdict.diagnosis === "forbidden"))
        verdict = { ...verdict, saw: `${verdict.saw}; ${authContext(auth, presented)}` };
      return { i, probe, verdict, presented };
    });
    judged.push(...(await Promise.all(batch)));
  }
  for (const { i, probe, verdict, presented } of judged) {
    if (presented.why !== null) notes.push(`${i.at}: no credential sent: ${presented.why}`);
    if (transportOf(i.binding) === "grpc" && presented.query.length > 0)
      notes.push(`${i.at}: gRPC has no query string: ${presented.query.map(([n]) => n).join(", ")} not sent`);
    calls.push({
      url: i.url,
      binding: i.binding,
      version: i.version,
      tenant: options.tenant ?? i.tenant,
      at: i.at,
      request: probe.request,
      sent: redact(probe.sent, options),
      answer: verdict.saw,
      connects: verdict.ok,
      diagnosis: verdict.ok ? null : verdict.diagnosis,
      ...(auth.given ? { credentials: [...presented.described] } : {}),
    });
  }
  const failed = (step: StepName): Failure | undefined => {
    for (const { i, verdict } of judged)
      if (!verdict.ok && remedies[verdict.diagnosis].step === step) return { step, diagnosis: verdict.diagnosis, at: i.at, saw: verdict.saw };
    return undefined;
  };

  results.set("interface", {
    detail: `${choice.binding} ${choice.version} at ${choice.url} (${choice.at}); ${usable.length} usable interface${usable.length === 1 ? "" : "s"}`,
    failure: failed("interface"),
  });
  // What each call sent as its version parameter (a --header may have replaced or removed it).
  const versionsSent = judged.map(({ i, probe }) => {
    const name = versionParameterName(i.binding).toLowerCase();
    const sent = probe.sent.find(([n]) => n.toLowerCase() === name);
    return sent ? `${sent[0]}: ${sent[1]}` : `no ${versionParameterName(i.binding)}`;
  });
  results.set("version", { detail: `sent ${[...new Set(versionsSent)].join("; ")}`, failure: failed("version") });
  // GetTask carries an id and a tenant: a conversion that loses anything loses the tenant (v0.3 has no tenant field).
  const tenantLost = judged.find(({ i, probe }) => (options.tenant ?? i.tenant) !== null && probe.losses.length > 0);
  const tenants = [...new Set(judged.map(({ i }) => options.tenant ?? i.tenant).filter((t) => t !== null))];
  results.set("tenant", {
    detail: tenants.length === 0 ? "no tenant" : `tenant ${tenants.map((t) => JSON.stringify(t)).join(", ")}`,
    failure: tenantLost
      ? {
          step: "tenant",
          diagnosis: "tenantV03",
          at: tenantLost.i.at,
          saw: `${tenantLost.i.binding} ${tenantLost.i.version}: ${tenantLost.probe.losses.join("; ")}`,
        }
      : failed("tenant"),
  });
  results.set("capabilities", { detail: capabilityText(card), failure: failed("capabilities") });
  const required = checkRequiredExtensions(card, options.extensions);
  const declared = options.extensions.length === 0 ? "none declared" : `declared ${options.extensions.join(", ")}`;
  results.set("extensions", {
    detail: required.ok ? `${declared}; every required extension declared` : `${declared}; the card requires ${required.error.uris.join(", ")}`,
    failure: required.ok
      ? failed("extensions")
      : {
          step: "extensions",
          diagnosis: "extensionRequired",
          at: null,
          saw: `${serviceParameters.extensions.requiredMissing}: the card marks ${required.error.uris.join(", ")} required; pass --extension ${required.error.uris[0]}`,
        },
  });
  results.set("errors", { detail: `${judged.filter((j) => j.verdict.ok).length} of ${judged.length} calls answered as expected`, failure: failed("errors") });
  return finish();
}

function report(
  options: DoctorOptions,
  results: Map<StepName, { detail: string; failure?: Failure }>,
  selected: DoctorReport["selected"],
  calls: Call[],
  notes: string[],
): DoctorReport {
  let failure: DoctorReport["failure"] = null;
  const out: Step[] = [];
  for (const s of steps) {
    const r = results.get(s.name);
    if (failure !== null || r === undefined) {
      out.push({ step: s.step, name: s.name, status: "not reached", detail: "" });
      continue;
    }
    out.push({ step: s.step, name: s.name, status: r.failure ? "fail" : "pass", detail: r.failure ? r.failure.saw : r.detail });
    if (r.failure) {
      const remedy = remedies[r.failure.diagnosis];
      failure = {
        step: s.step,
        name: s.name,
        diagnosis: r.failure.diagnosis,
        interface: r.failure.at,
        saw: r.failure.saw,
        remedy: { see: remedy.see, cause: remedy.cause, action: remedy.action, quickReference: remedy.quickReference },
      };
    }
  }
  return { card: options.cardUrl, ok: failure === null, exitCode: failure === null ? 0 : 1, steps: out, selected, calls, failure, notes };
}
