// The whole A2A package in a page: match, build, parse in every dialect (ProtoJSON v1.0, ProtoJSON v0.3,
// v0.3 JSON-RPC) and conversion both ways, in both dialects.
import { compat, v0_3, v1_0 } from "@a2a-bindgen/a2a";
import { matched, parsed, report } from "./report.ts";

const v1Message = { messageId: "m1", role: "ROLE_USER", parts: [{ text: "hi" }] };
const v03Message = { kind: "message", messageId: "m2", role: "agent", parts: [{ kind: "text", text: "yo" }] };

void report(async () => ({
  routes: {
    v1_0: matched(v1_0.routes.match("GET", "/tasks/abc")),
    v0_3: matched(v0_3.routes.match("GET", "/v1/tasks/abc")),
    buildV1_0: v1_0.routes.build("GetTask", { id: "abc", tenant: "t1" }).url,
    buildV0_3: v0_3.routes.build("GetTask", { name: "tasks/abc" }).url,
  },
  methods: {
    v1_0: v1_0.jsonRpcMethods.SendMessage,
    v0_3Send: v0_3.jsonRpcMethods["message/send"],
    v0_3Get: v0_3.jsonRpcMethods["tasks/get"],
  },
  protoJsonV1_0: {
    message: parsed(v1_0.schemas.Message.safeParse(v1Message)),
    badRole: parsed(v1_0.schemas.Message.safeParse({ messageId: "m", role: "ROLE_NOBODY", parts: [{ text: "hi" }] })),
    text: (v1_0.schemas.Message.parse(v1Message) as { parts: { text?: string }[] }).parts[0]?.text,
  },
  protoJsonV0_3: {
    message: parsed(v0_3.schemas.Message.safeParse({ messageId: "m1", role: "ROLE_AGENT", content: [{ text: "yo" }] })),
    badContent: parsed(v0_3.schemas.Message.safeParse({ messageId: "m1", content: "yo" })),
  },
  jsonRpcV0_3: {
    send: parsed(v0_3.jsonrpc.schemas.SendMessageRequest.safeParse({ jsonrpc: "2.0", id: 1, method: "message/send", params: { message: v03Message } })),
    task: parsed(v0_3.jsonrpc.schemas.Task.safeParse({ kind: "task", id: "t1", contextId: "c1", status: { state: "completed" } })),
    badRole: parsed(v0_3.jsonrpc.schemas.Message.safeParse({ ...v03Message, role: "ROLE_AGENT" })),
  },
  convert: {
    toV0_3Jsonrpc: compat.toV0_3.jsonrpc.message(v1Message as never),
    toV1_0Jsonrpc: compat.toV1_0.jsonrpc.message(v03Message as never),
    taskToV1_0: compat.toV1_0.jsonrpc.task({ kind: "task", id: "t1", contextId: "c1", status: { state: "completed" } } as never),
    toV0_3Rest: compat.toV0_3.rest.message(v1Message as never),
    toV1_0Rest: compat.toV1_0.rest.message({ messageId: "m2", role: "ROLE_AGENT", content: [{ text: "yo" }] } as never),
  },
}));
