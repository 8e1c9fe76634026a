// The page's script, bundled by main.ts with esbuild for the browser. It calls the agent named in the page's
// query (?agent=http://127.0.0.1:…, another origin: CORS) and writes what happened into the page's <body>.
import { connect } from "@a2a-bindgen/client";

// Before anything else runs: any code compiled from strings would be reported here under the page's CSP.
const violations: string[] = [];
document.addEventListener("securitypolicyviolation", (e) => violations.push(`${e.effectiveDirective} blocked ${e.blockedURI}`));

async function talk(agent: string) {
  // #region quickstart
  const client = await connect(agent); // the card, then the interface both sides speak, over the page's fetch
  const sent = await client.unary("SendMessage", {
    message: { messageId: crypto.randomUUID(), role: "ROLE_USER", parts: [{ text: "hello from the page" }] },
  });
  let last: unknown; // a TaskState: the name, or the number of a state this client does not know
  const stream = client.stream("SendStreamingMessage", {
    message: { messageId: crypto.randomUUID(), role: "ROLE_USER", parts: [{ text: "streamed" }] },
  });
  for await (const event of stream) last = event.task?.status?.state ?? event.statusUpdate?.status?.state;
  // #endregion quickstart
  return {
    binding: client.selected.binding,
    state: sent.task?.status?.state,
    artifact: sent.task?.artifacts?.[0]?.parts[0]?.text,
    lastStreamed: last,
  };
}

const agent = new URL(location.href).searchParams.get("agent") ?? "";
try {
  const result = await talk(agent);
  document.body.dataset.result = JSON.stringify({ ...result, violations });
} catch (e) {
  document.body.dataset.error = e instanceof Error ? `${e.name}: ${e.message}` : String(e);
}
