// The rules file's protocol keys: service parameters, version negotiation, the card vocabulary of
// interface declarations, and fallbacks. Each fact carries its `source`. Generic in shape: the names
// (headers, card fields, bindings) are data; generator/src/model/protocol.ts checks the references.

import * as z from "zod";

const source = z.string().min(1);
const name = z.string().min(1);
/** A header or metadata name: an HTTP token (RFC 9110 §5.6.2), so it can be sent as is. */
const token = z.string().regex(/^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/, "must be an HTTP token (RFC 9110 §5.6.2)");

/** How a carrier spells service parameter keys: "case-insensitive" (HTTP headers) or "lowercase" (gRPC metadata). */
const carrier = z.strictObject({ keys: z.enum(["case-insensitive", "lowercase"]), source });

export const serviceParametersRules = z.strictObject({
  $comment: z.string().optional(),
  carriers: z.strictObject({ headers: carrier, metadata: carrier }),
  version: z.strictObject({ name: token, query: name, source }),
  extensions: z.strictObject({
    name: token,
    /** The list separator (one character). */
    separator: z.string().length(1),
    /** The error a server answers when a required extension was not declared (§3.3.4; I7). */
    requiredMissing: z.strictObject({ error: name, source }),
    source,
    /** Per protocol version: the names read (in preference order), sent, and answered with. */
    byVersion: z
      .array(
        z.strictObject({
          protocolVersion: name,
          read: z.array(token).min(1),
          send: z.array(token).min(1),
          respond: z.strictObject({ headers: token, metadata: token }),
          source,
        }),
      )
      .min(1),
  }),
});

const decision = <T extends z.ZodTypeAny>(value: T) => z.strictObject({ value, source });

export const versionNegotiationRules = z.strictObject({
  $comment: z.string().optional(),
  /** The version a request without the parameter (or with an empty value) asks for. */
  missing: z.strictObject({ means: name, source }),
  form: decision(z.literal("Major.Minor")),
  /** "drop": a patch component is accepted and ignored; "reject": a value with one is not a version. */
  patch: z.strictObject({ value: z.enum(["drop", "reject"]), example: z.string().optional(), source }),
  /** Where the value is read, first wins. */
  precedence: decision(z.array(z.enum(["header", "query"])).min(1)),
  notOneVersion: z.strictObject({ error: name, examples: z.array(z.string()).default([]), source }),
  notServed: z.strictObject({ error: name, source }),
  /** Peers that decide otherwise, for REFERENCE.md. */
  peers: z.array(z.strictObject({ peer: name, differs: name, source })).default([]),
});

export const interfaceDeclarationsRules = z.strictObject({
  $comment: z.string().optional(),
  /** Binding names, and which carrier holds their service parameters. */
  bindings: z.array(z.strictObject({ name, parameters: z.enum(["headers", "metadata"]), source })).min(1),
  /** A card that lists its interfaces, each with its own version. */
  list: z.strictObject({ field: name, url: name, binding: name, version: name, tenant: name, versionMissing: name, source }),
  /** A card with one url and binding, more interfaces beside it, and one version for the whole card. */
  single: z.strictObject({
    url: name,
    binding: name,
    bindingDefault: name,
    more: name,
    moreUrl: name,
    moreBinding: name,
    version: name,
    versionDefault: name,
    source,
  }),
  /** A card with both forms: "both" reads the list, then the single form; duplicates count once. */
  hybrid: z.strictObject({ read: z.literal("both"), source }),
  /** Where a card declares its extensions ("a.b" path), and their uri and required fields. */
  extensions: z.strictObject({ field: name, uri: name, required: name, source }),
  /**
   * Capability checks before dispatch: a card capability ("a.b" path) that, when not true, makes these
   * operations of `protocolVersion` answer `error` (a name of that version's error table).
   */
  capabilities: z
    .array(
      z.strictObject({
        field: name,
        protocolVersion: name,
        operations: z.array(name).min(1),
        error: name,
        /** Peers that answer another error here, for REFERENCE.md and decoders. */
        peers: z.array(z.strictObject({ peer: name, error: name, source })).default([]),
        source,
      }),
    )
    .default([]),
  /** Where an agent serves its card: the well-known path under the agent's origin. */
  card: z.strictObject({ path: z.string().regex(/^\/[^?#]*$/, "must be an absolute path without query or fragment"), source }),
  /** How an agent delivers a push notification: the header carrying the config's token, and the body's media type. */
  push: z.strictObject({
    token,
    contentType: z.string().regex(/^[!#$%&'*+.^_`|~0-9A-Za-z-]+\/[!#$%&'*+.^_`|~0-9A-Za-z-]+$/, "must be a media type type/subtype (RFC 9110 §8.3.1)"),
    source,
  }),
});

const fallbackForm = z.strictObject({
  method: z.string().regex(/^[A-Z]+$/, "must be an HTTP method in capitals"),
  /** The routes of this form (without and with a tenant prefix), each a binding of the version's tables. */
  templates: z.array(name).min(1),
  /** "proto": the canonical binding; "spec": the disagreement's alternative. */
  from: z.enum(["proto", "spec"]),
  /** The resource-name field this form binds, and the value's form ("tasks/{taskId}"). */
  resource: z.strictObject({ field: name, form: name }).optional(),
});

export const fallbacksRules = z.strictObject({
  $comment: z.string().optional(),
  methodError: z.strictObject({
    statuses: z.array(z.number().int().min(100).max(599)).min(1),
    /** A 404 is a method error unless its body is an A2A error. */
    notFound: z.strictObject({ status: z.number().int().min(400).max(499), unless: z.literal("a2a-error") }),
    a2aError: z.strictObject({
      errorInfoType: name,
      domain: name,
      /** The code range of an A2A error in a bare {code, message} body (versions without ErrorInfo). */
      legacyCodes: z.strictObject({ min: z.number().int(), max: z.number().int() }),
    }),
    source,
  }),
  forms: z
    .array(
      z.strictObject({
        id: name,
        protocolVersion: name,
        operation: name,
        binding: name,
        disagreement: name,
        /** The order a client tries: the first, then the next on a method error. */
        order: z.array(fallbackForm).min(2),
        reason: name,
        source,
      }),
    )
    .default([]),
});

export type ServiceParametersRules = z.infer<typeof serviceParametersRules>;
export type VersionNegotiationRules = z.infer<typeof versionNegotiationRules>;
export type InterfaceDeclarationsRules = z.infer<typeof interfaceDeclarationsRules>;
export type FallbacksRules = z.infer<typeof fallbacksRules>;
