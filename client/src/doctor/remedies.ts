// The remedies the doctor prints: one entry per diagnosis it can make, each quoting the quick reference
// (interop-quick-reference.md) in its own words — the section 5 row (what you see → likely cause → what to
// do) where one fits, else the section 1 step's "when it fails" text — and naming where the words come from.
// Entries with no quick-reference text say so (`quickReference: null`): the words are then the doctor's.

import { versions } from "@a2a-bindgen/a2a";

// The quick reference's rows name the operation of its example (SendMessage, ListTasks, …); the doctor's
// call is GetTask, so its remedies name GetTask in each version's spelling, read from the generated tables.
const called = { "1.0": versions["1.0"].operations.GetTask, "0.3": versions["0.3"].operations.GetTask };

/** The canonical HTTP+JSON route (no tenant) of the called operation in a version. */
function route(version: keyof typeof called): string {
  const h = called[version].http[0];
  return `${h.method} ${h.template}`;
}

/** §5 row 4's symptom, with the routes the doctor calls (v0.3 first, as the quick reference writes it). */
const restNotFound = `REST 404 on ${route("0.3")} or ${route("1.0")}`;
/** §5 row 3's symptom, with the gRPC paths the doctor calls. */
const grpcUnimplementedOn = `gRPC UNIMPLEMENTED on ${called["1.0"].grpcMethod} or ${called["0.3"].grpcMethod}`;

/** The quick reference's six steps to connect (section 1), in order. */
export const steps = [
  { step: 1, name: "interface" },
  { step: 2, name: "version" },
  { step: 3, name: "tenant" },
  { step: 4, name: "capabilities" },
  { step: 5, name: "extensions" },
  { step: 6, name: "errors" },
] as const;

/** A step's name. */
export type StepName = (typeof steps)[number]["name"];

/** One diagnosis: the step it fails, the quick reference's words, and where they come from. */
export interface Remedy {
  readonly step: StepName;
  /** What you see (the quick reference's symptom). */
  readonly see: string;
  /** The likely cause. */
  readonly cause: string;
  /** What to do. */
  readonly action: string;
  /** Where the words come from: "§5 row N", "§1 step N", or null when the doctor's own. */
  readonly quickReference: string | null;
}

const remedyTable = {
  cardUnreadable: {
    step: "interface",
    see: "an answer at the card URL that is not an agent card (an error status, not JSON, not a JSON object)",
    cause: "the card URL is wrong, or something other than the agent answers at that URL",
    action: "check the card URL (an agent serves its card at the well-known path, §8.2) and that the agent is running",
    quickReference: null,
  },
  cardSignature: {
    step: "interface",
    see: "the card's signatures do not verify against the keys given with --card-keys (or the card carries none)",
    cause: "the card was changed after it was signed, was signed by a key you do not trust, or is served unsigned",
    action: "check that --card-keys holds the signer's public key (by kid), and that the agent serves the card it signed (A2A §8.4)",
    quickReference: null,
  },
  noInterface: {
    step: "interface",
    see: "No usable entry: stop. The spec defines no error for this; §5.2 only asks clients to implement fallback to other protocols.",
    cause: "no entry of the card has a protocolBinding you support with a protocolVersion you speak",
    action:
      "Read `supportedInterfaces` in order; take the first entry whose `protocolBinding` you support and whose `protocolVersion` you speak. Call that entry's `url`.",
    quickReference: "§1 step 1",
  },
  v03Card: {
    step: "interface",
    see: "the client cannot find supportedInterfaces",
    cause: "it is a v0.3 card, with only url and preferredTransport",
    action: "read it by the v0.3 rules (v0.3.0 §5.6.3), or ask the card's owner to upgrade",
    quickReference: "§5 row 12",
  },
  unreachable: {
    step: "interface",
    see: "the card URL or an interface's url cannot be reached (connection refused, a name that does not resolve, no answer within the timeout, or not the binding's transport)",
    cause: "the agent is down, the URL names a host or port nobody serves, or the card names a url served with another transport",
    action:
      "check that the agent is running and listening where the URL says (host, port; in a container, not only on 127.0.0.1), and the entry's url in the card",
    quickReference: null,
  },
  unauthenticated: {
    step: "interface",
    see: "HTTP 401 (or 400 with a challenge; gRPC UNAUTHENTICATED): the agent requires a credential",
    cause:
      "the card's securitySchemes and requirements ask for a credential the call did not carry, or the agent refused the one it carried (wrong, expired, malformed)",
    action:
      "pass the credential the card's scheme asks for: --bearer TOKEN (HTTP Bearer, OAuth 2.0, OpenID Connect), --api-key NAME=VALUE (an APIKey scheme: NAME is its header or query parameter), --basic USER:PASS (HTTP Basic); VALUE may be env:NAME to read it from the environment. Sent and still refused: check the credential itself",
    quickReference: null,
  },
  forbidden: {
    step: "interface",
    see: "HTTP 403 (gRPC PERMISSION_DENIED): the agent knows the caller and refuses it",
    cause: "the credential was accepted but lacks a scope or role the card's requirement entry lists (RFC 6750 §3.1 insufficient_scope)",
    action: "use a credential that holds the scopes or roles the requirement entry lists (named in the report), or one for another entry of the requirements",
    quickReference: null,
  },
  versionNotSupported: {
    step: "version",
    see: "VersionNotSupportedError",
    cause: "the header is missing, names a version the interface does not declare, or was copied from the spec's 0.3 examples",
    action: "send the entry's protocolVersion as Major.Minor (section 1)",
    quickReference: "§5 row 5",
  },
  grpcVersionLowercase: {
    step: "version",
    see: "the client set the version, yet a gRPC server treats every call as 0.3",
    cause: "gRPC lowercases metadata keys, so the key arrives as a2a-version; a server looking up A2A-Version finds nothing and reads an empty value",
    action: "look the key up in lowercase (§10.2)",
    quickReference: "§5 row 6",
  },
  jsonRpcServesV03: {
    step: "version",
    see: `JSON-RPC -32601 (MethodNotFoundError) on a call to ${called["1.0"].jsonRpcMethod}`,
    cause: `the agent is v0.3 and serves ${called["0.3"].jsonRpcMethod}`,
    action: "read the card; call the interface that declares 1.0, or use v0.3 method names on the v0.3 interface",
    quickReference: "§5 row 1",
  },
  jsonRpcServesV10: {
    step: "version",
    see: `JSON-RPC -32601 on a call to ${called["0.3"].jsonRpcMethod}`,
    cause: `the agent is v1.0 and serves ${called["1.0"].jsonRpcMethod}`,
    action: "the same, the other way round: read the card; call the interface that declares 0.3, or use v1.0 method names on the v1.0 interface",
    quickReference: "§5 row 2",
  },
  restOtherVersion: {
    step: "version",
    see: restNotFound,
    cause: "the two versions' route prefixes differ",
    action: "v0.3: /v1/...; v1.0: none. Whether a 404 is A2A's (TaskNotFoundError) is in error.details: an ErrorInfo with reason TASK_NOT_FOUND",
    quickReference: "§5 row 4",
  },
  grpcOtherVersion: {
    step: "version",
    see: grpcUnimplementedOn,
    cause:
      "a gRPC server answers UNIMPLEMENTED for methods it does not define (a gRPC rule, not A2A's); the two versions' services have different names, and the server serves the other one",
    action: "check the interface's protocolVersion: declare the version whose service the server serves, or call that version's method",
    quickReference: "§5 row 3",
  },
  tenantV03: {
    step: "tenant",
    see: "The spec defines no error for a wrong value; the server decides.",
    cause: "v0.3 requests have no tenant field (section 4: tenant, v0.3.0: no tenant field), so the tenant cannot be carried",
    action: "Copy the entry's `tenant` into the `tenant` field of every request message; omit the field when the entry has none.",
    quickReference: "§1 step 3",
  },
  extensionRequired: {
    step: "extensions",
    see: "ExtensionSupportRequiredError: the card marks an extension `required: true` and you did not declare it.",
    cause: "the card marks an extension required: true and the request did not declare it",
    action: "Send the extension URIs you support in `A2A-Extensions`, comma-separated.",
    quickReference: "§1 step 5",
  },
  notA2A404: {
    step: "errors",
    see: restNotFound,
    cause:
      "an HTTP 404 or 400 is an A2A error only when the body carries an ErrorInfo whose domain is `a2a-protocol.org`; a bare 404 from a proxy or a mistyped route is not",
    action:
      "a 404 without an A2A ErrorInfo is not A2A's: the url is wrong. Whether a 404 is A2A's (TaskNotFoundError) is in error.details: an ErrorInfo with reason TASK_NOT_FOUND",
    quickReference: "§5 row 4",
  },
  notA2A: {
    step: "errors",
    see: "Decide by the A2A error, not by the HTTP or gRPC status alone.",
    cause: "the answer carries no A2A error: something other than an A2A endpoint of this binding answers at the url",
    action: "check the entry's url and binding in the card; an A2A error carries its code (JSON-RPC) or an ErrorInfo of domain a2a-protocol.org",
    quickReference: "§1 step 6",
  },
  grpcUnimplemented: {
    step: "errors",
    see: grpcUnimplementedOn,
    cause: "a gRPC server answers UNIMPLEMENTED for methods it does not define (a gRPC rule, not A2A's); this one defines neither version's",
    action: "check the interface's protocolVersion and url: the server at that address serves neither version's A2AService",
    quickReference: "§5 row 3",
  },
  noErrorInfo: {
    step: "errors",
    see: "an HTTP 400 that does not match the error you expected",
    cause: "a v1.0 A2A error carries an ErrorInfo (reason and domain a2a-protocol.org); without it the error can only be guessed from a status",
    action: "read error.details[].reason (§11.6): the server should send the ErrorInfo with reason TASK_NOT_FOUND",
    quickReference: "§5 row 7",
  },
  unexpectedError: {
    step: "errors",
    see: "an HTTP 400 that does not match the error you expected",
    cause: "seven errors share 400",
    action: "read error.details[].reason (§11.6)",
    quickReference: "§5 row 7",
  },
  unexpectedSuccess: {
    step: "errors",
    see: "GetTask of a random task id answered with a result instead of TaskNotFoundError",
    cause: "the server does not look the task up, or answers every request alike",
    action: "check that the url is the agent's A2A endpoint and that the agent answers unknown task ids with TaskNotFoundError (§5.4)",
    quickReference: null,
  },
  pickedNewer: {
    step: "interface",
    see: "the agent also offers 1.0, yet the client ended up on the old version",
    cause: "the card lists one binding twice, with protocolVersion 0.3 and 1.0, and the client took the first entry",
    action: "choose by protocolVersion, not by position (§3.6.2)",
    quickReference: "§5 row 11",
  },
} as const satisfies Record<string, Remedy>;

/** A diagnosis the doctor can make. */
export type Diagnosis = keyof typeof remedyTable;

/** Every diagnosis, keyed by name. */
export const remedies: Readonly<Record<Diagnosis, Remedy>> = remedyTable;
