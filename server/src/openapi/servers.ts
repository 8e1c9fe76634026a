// The document's `servers`: each HTTP+JSON interface the served card declares for the version, at the url
// the card gives it (publicUrl + base path when the server filled the card), since the document's paths are
// relative to that interface. An interface with a tenant is a note on its Server Object (`x-a2a-tenant`
// and the description), not a server variable: the document already has the /{tenant} form of each route,
// and a server url ending in the tenant would make those operations name it twice.

import { interfaceDeclarations } from "@a2a-bindgen/a2a/protocol";
import { readInterfaces } from "@a2a-bindgen/kit";

/** An OpenAPI 3.1 Server Object. */
export interface ServerObject {
  url: string;
  description?: string;
  "x-a2a-tenant"?: string;
}

/** The card's name of the HTTP+JSON binding (the generated table's, matched as the kit names the binding). */
export const httpJsonBinding: string | undefined = Object.keys(interfaceDeclarations.bindings).find((b) => b.toLowerCase() === "http+json");

/** A URL as a Server Object's url: `{` and `}` would read as server variables, so they are escaped. */
function literal(url: string): string {
  return url.replace(/[{}]/g, (c) => encodeURIComponent(c));
}

/** The Server Objects of `version`'s HTTP+JSON interfaces in `card` (card order); empty when it declares none. */
export function serversOf(card: unknown, version: string): ServerObject[] {
  const out: ServerObject[] = [];
  // readInterfaces lists each (url, binding, version, tenant) once.
  for (const i of readInterfaces(card).interfaces) {
    if (i.binding !== httpJsonBinding || i.version !== version) continue;
    const s: ServerObject = { url: literal(i.url) };
    if (i.tenant !== null) {
      s.description = `Tenant ${JSON.stringify(i.tenant)}: call the operations whose path starts with /{tenant}, with tenant = ${JSON.stringify(i.tenant)}.`;
      s["x-a2a-tenant"] = i.tenant;
    }
    out.push(s);
  }
  return out;
}
