// The process the shutdown test starts: node:http and gRPC servers on 127.0.0.1 with an agent whose
// SendMessage answers after SLOW_MS and whose SendStreamingMessage sends one message then waits for
// ever. On SIGTERM it closes both servers with a grace period and writes what happened; it never calls
// process.exit: the test checks that it exits by itself.

import type { types } from "@a2a-bindgen/a2a/v1_0";
import type { Agent } from "@a2a-bindgen/server";
import { startGrpcServer } from "@a2a-bindgen/server/grpc";
import { startNodeServer } from "@a2a-bindgen/server/node";
import { bareCard } from "../../support/cards.js";
import { heldStream } from "../held-stream.js";

const SLOW_MS = Number(process.env.SLOW_MS ?? 300);
const say = (line: string) => process.stdout.write(`${line}\n`);

const card: types.AgentCard = bareCard("shutdown", "slow answers");

const reply = (text: string): types.Message => ({ messageId: `r-${text}`, role: "ROLE_AGENT", parts: [{ text }] });

const agent: Agent = {
  async SendMessage() {
    await new Promise((r) => setTimeout(r, SLOW_MS));
    return { message: reply("slow answer") };
  },
  // An iterator as a subscription is: one event, then nothing until its reader returns it.
  SendStreamingMessage(_request, context) {
    say(`stream opened ${context.binding}`);
    return heldStream({ message: reply("first") }, () => say(`stream released ${context.binding}`));
  },
};

const http = await startNodeServer({ server: { agent, card, onClose: () => say("http onClose") } });
const grpc = await startGrpcServer({ agent, card, onClose: () => say("grpc onClose") });
process.once("SIGTERM", () => {
  say("closing");
  Promise.all([http.close({ graceMs: 2_000 }), grpc.close({ graceMs: 2_000 })]).then(
    () => say("closed"),
    (e) => say(`close failed: ${e}`),
  );
});
say(`ready ${http.port} ${grpc.port}`);
