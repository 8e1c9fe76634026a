// Which request bodies are read: JSON only. A browser sends text/plain, form and multipart bodies (and
// bodies with no Content-Type) cross-site without a CORS preflight (Fetch standard, "CORS-safelisted
// request-header"); reading them as JSON would let any web page drive the agent. So a body is read only
// under application/json or a +json type (RFC 6839), which a browser sends cross-site only after a
// preflight the server answers (or does not).

/** RFC 9110 §5.6.2 token characters. */
const TOKEN = /^[!#$%&'*+\-.^_`|~0-9a-z]+$/;
/** HTTP whitespace around the type (RFC 9110 §5.6.3 OWS). */
const OWS = /^[ \t]+|[ \t]+$/g;

/**
 * True when `contentType` names JSON: `application/json` or any `type/subtype+json` (`application/a2a+json`
 * among them), case-insensitive, with any parameters (`; charset=utf-8`). A missing, empty or malformed
 * value is not JSON.
 */
export function isJsonMediaType(contentType: string | undefined): boolean {
  if (contentType === undefined) return false;
  // The form every client sends, decided without parsing.
  if (contentType === "application/json") return true;
  const semi = contentType.indexOf(";");
  const essence = (semi === -1 ? contentType : contentType.slice(0, semi)).replace(OWS, "").toLowerCase();
  const slash = essence.indexOf("/");
  if (slash === -1) return false;
  const type = essence.slice(0, slash);
  const subtype = essence.slice(slash + 1);
  if (!TOKEN.test(type) || !TOKEN.test(subtype)) return false;
  if (type === "application" && subtype === "json") return true;
  return subtype.length > "+json".length && subtype.endsWith("+json");
}

/** The media types a body may have, as a 415's message names them. */
export const jsonMediaTypes = "application/json, application/a2a+json or another +json type";
