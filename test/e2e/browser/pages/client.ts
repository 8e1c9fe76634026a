// The client in a page, against the reference server on the page's own origin: JSON-RPC and HTTP+JSON at
// protocol 1.0 and 0.3. Only JSON-RPC provokes an A2A error: its errors travel in a 200 answer, whereas an
// HTTP+JSON 404 is logged by the browser as a console error, which the test counts.
import { connect } from "@a2a-bindgen/client";
import { report } from "./report.ts";

let n = 0;
const user = (text: string) => ({ message: { messageId: `page-${++n}`, role: "ROLE_USER" as const, parts: [{ text }] } });

async function exchange(binding: "jsonrpc" | "http+json", version: string): Promise<unknown> {
  const client = await connect(location.origin, { bindings: [binding], versions: [version], timeoutMs: 5_000 });
  const m = await client.unary("SendMessage", user("message: hi"));
  const t = await client.unary("SendMessage", { ...user("hello"), configuration: { returnImmediately: false } });
  const got = await client.unary("GetTask", { id: t.task?.id ?? "" });
  const states: (string | undefined)[] = [];
  for await (const e of client.stream("SendStreamingMessage", user("streamed"))) states.push(e.task?.status?.state ?? e.statusUpdate?.status?.state);
  let missing: unknown = "not asked";
  if (binding === "jsonrpc") {
    missing = await client.unary("GetTask", { id: "no-such-task" }).then(
      () => "answered",
      (e: { name: string; code: number }) => ({ name: e.name, code: e.code }),
    );
  }
  return {
    selected: { binding: client.selected.binding, version: client.selected.protocolVersion, url: client.selected.url.replace(location.origin, "") },
    message: { role: m.message?.role, text: m.message?.parts[0]?.text },
    task: { state: t.task?.status?.state, artifact: t.task?.artifacts?.[0]?.parts[0]?.text },
    got: { same: got.id === t.task?.id, state: got.status?.state, artifact: got.artifacts?.[0]?.parts[0]?.text },
    lastStreamed: states.at(-1),
    missing,
  };
}

void report(async () => {
  const out: Record<string, unknown> = {};
  for (const binding of ["jsonrpc", "http+json"] as const)
    for (const version of ["1.0", "0.3"]) out[`${binding} ${version}`] = await exchange(binding, version);
  return out;
});
