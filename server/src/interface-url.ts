// The url a card names a gRPC interface by (rules file decision "grpc-interface-url"). lf/a2a/v1/a2a.proto
// v1.0.1 AgentInterface.url asks for "a valid absolute HTTPS URL in production" (example
// "https://grpc.example.com/a2a"), so a v1.0 card says http://host:port (https:// with TLS) by default;
// `grpcUrlForm: "host:port"` writes the address gRPC clients dial instead, which @a2a-js/sdk's gRPC clients
// (1.3.0, 0.3.x) need: they hand the url to grpc-js as its target, where "http://…" fails name resolution.
// A v0.3 card always says host:port: its clients (@a2a-js/sdk 0.3.x) dial nothing else.

import { interfaceDeclarations } from "@a2a-bindgen/a2a/protocol";

/** How a card writes a gRPC interface's url: "url" (http(s)://host:port, the proto's form) or "host:port". */
export type GrpcUrlForm = "url" | "host:port";

/** `value` checked as a GrpcUrlForm ("url" when undefined); a TypeError names `name` otherwise. */
export function grpcUrlFormOf(value: unknown, name: string): GrpcUrlForm {
  if (value === undefined) return "url";
  if (value === "url" || value === "host:port") return value;
  throw new TypeError(`${name}: "url" or "host:port", not ${JSON.stringify(String(value).slice(0, 100))}`);
}

/** host:port of a server bound at `host` (an IPv6 address in brackets). */
export function hostPort(host: string, port: number): string {
  return `${host.includes(":") ? `[${host}]` : host}:${port}`;
}

/**
 * `url` as host:port when it is an http(s) URL with no path, query, fragment or user (its port, or the
 * scheme's); any other value as it is (a URL with a path names more than an address).
 */
export function hostPortOf(url: string): string {
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    return url;
  }
  const plain = (u.protocol === "http:" || u.protocol === "https:") && u.hostname !== "" && u.username === "" && u.password === "";
  if (!plain || (u.pathname !== "/" && u.pathname !== "") || u.search !== "" || u.hash !== "") return url;
  return `${u.hostname}:${u.port !== "" ? u.port : u.protocol === "https:" ? "443" : "80"}`;
}

const S = interfaceDeclarations.single;
const grpcBindingNames = Object.keys(interfaceDeclarations.bindings).filter(
  (b) => interfaceDeclarations.bindings[b as keyof typeof interfaceDeclarations.bindings].parameters === "metadata",
);

/** A v0.3 card (the single form) with each gRPC interface's url written host:port; any other value as it is. */
export function v0_3GrpcUrls(card: Record<string, unknown>): Record<string, unknown> {
  let out = card;
  if (grpcBindingNames.includes(card[S.binding] as string) && typeof card[S.url] === "string") {
    const url = hostPortOf(card[S.url] as string);
    if (url !== card[S.url]) out = { ...out, [S.url]: url };
  }
  const more = card[S.more];
  if (Array.isArray(more)) {
    let changed = false;
    const entries = more.map((e: unknown) => {
      if (e === null || typeof e !== "object") return e;
      const entry = e as Record<string, unknown>;
      if (!grpcBindingNames.includes(entry[S.moreBinding] as string) || typeof entry[S.moreUrl] !== "string") return e;
      const url = hostPortOf(entry[S.moreUrl] as string);
      if (url === entry[S.moreUrl]) return e;
      changed = true;
      return { ...entry, [S.moreUrl]: url };
    });
    if (changed) out = { ...out, [S.more]: entries };
  }
  return out;
}
