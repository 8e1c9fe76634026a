// Run inside a downstream app that installed the packages without gRPC's (copied there as default.js): every
// entry but ./grpc, each used — a server on node:http and through the fetch adapter, the client over JSON-RPC
// and HTTP+JSON at both versions, the doctor against it, the kit — then what asking for gRPC answers without its
// packages. Prints what it saw as one JSON line.

import http from "node:http";
import http2 from "node:http2";
import { versions } from "@a2a-bindgen/a2a";
import { compat } from "@a2a-bindgen/a2a/compat";
import { connect } from "@a2a-bindgen/client";
import { doctorOptions, runDoctor } from "@a2a-bindgen/client/doctor";
import { negotiateVersion } from "@a2a-bindgen/kit";
import { createEchoAgent } from "@a2a-bindgen/server";
import { fetchHandler } from "@a2a-bindgen/server/fetch";
import { startNodeServer } from "@a2a-bindgen/server/node";
import { storeConformance } from "@a2a-bindgen/server/testing";

const card = {
  name: "echo",
  description: "echoes",
  version: "1.0.0",
  capabilities: { streaming: true },
  defaultInputModes: ["text/plain"],
  defaultOutputModes: ["text/plain"],
  skills: [{ id: "echo", name: "echo", description: "echoes text", tags: ["echo"] }],
};
const send = (id) => ({ message: { messageId: id, role: "ROLE_USER", parts: [{ text: "hi" }] } });
const error = (e) => ({ name: e?.name, code: e?.code, message: String(e?.message) });

const agent = createEchoAgent();
const server = await startNodeServer({ server: { agent, card, basePath: "/a2a" } });
const out = { entries: { storeConformance: typeof storeConformance, compat: Object.keys(compat).sort() } };
const h2 = http2.createServer();
const web = http.createServer();
try {
  // The client: each binding the default entry speaks, at each version.
  out.calls = [];
  for (const binding of ["jsonrpc", "http+json"]) {
    for (const version of Object.keys(versions)) {
      const client = await connect(server.url, { bindings: [binding], versions: [version], timeoutMs: 5000 });
      const r = await client.unary("SendMessage", send(`m-${binding}-${version}`));
      let missing;
      try {
        await client.unary("GetTask", { id: "no-such-task" });
      } catch (e) {
        missing = e.name;
      }
      out.calls.push({
        binding: client.selected.binding,
        version: client.selected.protocolVersion,
        artifact: r.task?.artifacts?.[0]?.parts?.[0]?.text,
        missing,
      });
      client.transport.close?.();
    }
  }
  // The fetch adapter: the card through a WHATWG Request.
  const handler = fetchHandler({ agent, card, basePath: "/a2a", publicUrl: `${server.url}/a2a` });
  const cardAnswer = await handler(new Request(`${server.url}/.well-known/agent-card.json`));
  out.fetchCard = { status: cardAnswer.status, name: (await cardAnswer.json()).name };
  out.negotiated = negotiateVersion({ headers: { "a2a-version": "1.0" }, served: ["1.0"] }).version;

  // The doctor against the server: every interface it lists connects.
  const report = await runDoctor(doctorOptions(`${server.url}/.well-known/agent-card.json`, { timeout: "5" }));
  out.doctor = { ok: report.ok, calls: report.calls.map((c) => `${c.binding} ${c.version} ${c.connects}`).sort() };

  // gRPC asked for without its packages. The client: no transport for it unless the app passes one.
  try {
    await connect(server.url, { bindings: ["grpc"], timeoutMs: 5000 });
  } catch (e) {
    out.clientGrpc = error(e);
  }
  // The ./grpc entries: the missing package, named by the import.
  out.entriesGrpc = {};
  for (const entry of ["@a2a-bindgen/server/grpc", "@a2a-bindgen/client/grpc", "@a2a-bindgen/kit/grpc"]) {
    try {
      await import(entry);
      out.entriesGrpc[entry] = "loaded";
    } catch (e) {
      out.entriesGrpc[entry] = error(e);
    }
  }
  // The doctor on a card listing a gRPC interface, answered (trailers-only, NOT_FOUND) by a plain HTTP/2 server.
  h2.on("stream", (stream) =>
    stream.respond({ ":status": 200, "content-type": "application/grpc", "grpc-status": "5", "grpc-message": "no" }, { endStream: true }),
  );
  await new Promise((resolve) => h2.listen(0, "127.0.0.1", resolve));
  const grpcCard = { ...card, supportedInterfaces: [{ url: `127.0.0.1:${h2.address().port}`, protocolBinding: "GRPC", protocolVersion: "1.0" }] };
  web.on("request", (_req, res) => res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(grpcCard)));
  await new Promise((resolve) => web.listen(0, "127.0.0.1", resolve));
  try {
    const r = await runDoctor(doctorOptions(`http://127.0.0.1:${web.address().port}/card.json`, { timeout: "5" }));
    out.doctorGrpc = { report: r.ok };
  } catch (e) {
    out.doctorGrpc = error(e);
  }
} finally {
  web.close();
  h2.close();
  await server.close();
  agent.close();
}
console.log(JSON.stringify(out));
