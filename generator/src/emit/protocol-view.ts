// ProtocolModel → the contexts of protocol.ts (the generated service parameter, negotiation, card and
// fallback tables) and of REFERENCE.md's negotiation section. Finished text only: literals and cells.

import type { ProtocolModel } from "../model/protocol.js";
import { cell, literal } from "./literal.js";

function code(text: string): string {
  return "`" + text.replace(/`/g, "'") + "`";
}

/** The context of templates/protocol.ts.hbs. */
export function protocolView(p: ProtocolModel, generatedBy: string) {
  const n = p.negotiation;
  const d = p.declarations;
  return {
    generatedBy,
    versions: literal(p.versions),
    serviceParameters: literal({
      carriers: { headers: p.carriers.headers.keys, metadata: p.carriers.metadata.keys },
      version: { ...p.version.name, query: p.version.query },
      extensions: {
        ...p.extensions.name,
        separator: p.extensions.separator,
        requiredMissing: p.extensions.requiredMissing.error,
        byVersion: Object.fromEntries(Object.entries(p.extensions.byVersion).map(([v, e]) => [v, { read: e.read, send: e.send, respond: e.respond }])),
      },
    }),
    versionNegotiation: literal({
      missing: n.missing.means,
      form: n.form.value,
      patch: n.patch.value,
      precedence: n.precedence.value,
      notOneVersion: n.notOneVersion.error,
      notServed: n.notServed.error,
    }),
    interfaceDeclarations: literal({
      bindings: Object.fromEntries(d.bindings.map((b) => [b.name, { parameters: b.parameters }])),
      list: {
        field: d.list.field,
        url: d.list.url,
        binding: d.list.binding,
        version: d.list.version,
        tenant: d.list.tenant,
        versionMissing: d.list.versionMissing,
      },
      single: {
        url: d.single.url,
        binding: d.single.binding,
        bindingDefault: d.single.bindingDefault,
        more: d.single.more,
        moreUrl: d.single.moreUrl,
        moreBinding: d.single.moreBinding,
        version: d.single.version,
        versionDefault: d.single.versionDefault,
      },
      hybrid: d.hybrid.read,
      extensions: { path: d.extensions.field.split("."), uri: d.extensions.uri, required: d.extensions.required },
      capabilities: d.capabilities.map((c) => ({
        path: c.field.split("."),
        protocolVersion: c.protocolVersion,
        operations: c.operations,
        error: c.error,
        peers: c.peers.map((p) => ({ peer: p.peer, error: p.error })),
      })),
      card: { path: d.card.path },
      push: { token: d.push.token, contentType: d.push.contentType },
    }),
    nearestErrors: literal(p.nearestErrors),
    methodError: literal({
      statuses: p.methodError.statuses,
      notFound: p.methodError.notFound,
      a2aError: p.methodError.a2aError,
    }),
    fallbacks: literal(
      p.fallbacks.map((f) => ({
        id: f.id,
        protocolVersion: f.protocolVersion,
        operation: f.operation,
        binding: f.binding,
        order: f.order.map((o) => ({ method: o.method, routes: o.routes, from: o.from, resource: o.resource })),
        reason: f.reason,
      })),
    ),
  };
}

/** REFERENCE.md's section "Version negotiation, service parameters and fallbacks". */
export function protocolReferenceView(p: ProtocolModel | null) {
  if (p === null) return { hasProtocol: false };
  const n = p.negotiation;
  const d = p.declarations;
  const header = p.version.name.headers;
  return {
    hasProtocol: true,
    negotiation: [
      { sent: cell(`${header} missing or empty`), result: cell(`served as ${n.missing.means}`), source: cell(n.missing.source) },
      { sent: "a value", result: cell(`read as ${n.form.value}`), source: cell(n.form.source) },
      {
        sent: "a patch version",
        result: cell(n.patch.value === "drop" ? `the patch is dropped${n.patch.example ? `: ${n.patch.example}` : ""}` : "not a version"),
        source: cell(n.patch.source),
      },
      {
        sent: cell(`the ${header} header and the ${p.version.query} query parameter`),
        result: cell(`read from ${n.precedence.value.join(", then ")}; the first present wins`),
        source: cell(n.precedence.source),
      },
      {
        sent: cell(`not one version${n.notOneVersion.examples.length ? ` (${n.notOneVersion.examples.map((e) => code(e)).join(", ")})` : ""}`),
        result: cell(`${n.notOneVersion.error}, naming the value`),
        source: cell(n.notOneVersion.source),
      },
      { sent: "a version the interface does not serve", result: cell(`${n.notServed.error}, listing the served versions`), source: cell(n.notServed.source) },
    ],
    peers: n.peers.map((x) => ({ peer: cell(x.peer), differs: cell(x.differs), source: cell(x.source) })),
    parameters: [
      {
        name: code(p.version.name.headers),
        version: "all",
        headers: code(p.version.name.headers) + `, query ${code(p.version.query)}`,
        metadata: code(p.version.name.metadata),
        source: cell(p.version.source),
      },
      ...Object.entries(p.extensions.byVersion).map(([v, e]) => ({
        name: code(p.extensions.name.headers),
        version: cell(v),
        headers: cell(
          `read ${e.read.map((x) => code(x.headers)).join(", ")}; send ${e.send.map((x) => code(x.headers)).join(", ")}; answer ${code(e.respond.headers)}`,
        ),
        metadata: cell(`read ${e.read.map((x) => code(x.metadata)).join(", ")}; answer ${code(e.respond.metadata)}`),
        source: cell(e.source),
      })),
    ],
    carriers: [
      { carrier: "HTTP headers", keys: cell(p.carriers.headers.keys), source: cell(p.carriers.headers.source) },
      { carrier: "gRPC metadata", keys: cell(p.carriers.metadata.keys), source: cell(p.carriers.metadata.source) },
    ],
    cards: [
      {
        form: "interface list",
        fields: cell(
          `${code(d.list.field)}[] {${[d.list.url, d.list.binding, d.list.version, d.list.tenant].map(code).join(", ")}}; an entry without ${code(d.list.version)} is ${d.list.versionMissing}`,
        ),
        source: cell(d.list.source),
      },
      {
        form: "single interface",
        fields: cell(
          `${code(d.single.url)} + ${code(d.single.binding)} (default ${code(d.single.bindingDefault)}), ${code(d.single.more)}[] {${code(d.single.moreUrl)}, ${code(d.single.moreBinding)}}, one ${code(d.single.version)} (default ${code(d.single.versionDefault)})`,
        ),
        source: cell(d.single.source),
      },
      { form: "both (hybrid)", fields: "the list first, then the single form; an entry both declare counts once", source: cell(d.hybrid.source) },
      {
        form: "extensions",
        fields: cell(`${code(d.extensions.field)}[] {${code(d.extensions.uri)}, ${code(d.extensions.required)}}`),
        source: cell(d.extensions.source),
      },
    ],
    bindingNames: d.bindings.map((b) => code(b.name)).join(", "),
    fallbacks: p.fallbacks.map((f) => ({
      operation: cell(`${f.operation} (${f.protocolVersion}, ${f.binding})`),
      order: f.order
        .map(
          (o, i) =>
            `${i + 1}. ${o.routes.map((r) => code(`${o.method} ${r.template}`)).join(" or ")} (${o.from}${o.resource ? `; ${o.resource.field} = ${code(o.resource.form)}` : ""})`,
        )
        .join("<br>"),
      reason: cell(f.reason),
    })),
    methodError: cell(
      `HTTP ${p.methodError.statuses.join(", ")}; ${p.methodError.notFound.status} unless the body is an A2A error (an ErrorInfo of domain ${p.methodError.a2aError.domain}, ` +
        `or a bare {code, message} with a code from ${p.methodError.a2aError.legacyCodes.min} to ${p.methodError.a2aError.legacyCodes.max}). Source: ${p.methodError.source}`,
    ),
  };
}
