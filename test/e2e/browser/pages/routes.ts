// The routes-only entries in a page: match and build, v1.0 and v0.3 (no zod, no validators bundled).
import { routes as v0_3 } from "@a2a-bindgen/a2a/v0_3/routes";
import { routes as v1_0 } from "@a2a-bindgen/a2a/v1_0/routes";
import { matched, report } from "./report.ts";

void report(async () => ({
  v1_0: {
    getTask: matched(v1_0.match("GET", "/tasks/abc")),
    getTaskOfTenant: matched(v1_0.match("GET", "/t1/tasks/abc")),
    send: matched(v1_0.match("POST", "/message:send")),
    unknown: matched(v1_0.match("GET", "/no/such/route")),
    buildGetTask: v1_0.build("GetTask", { id: "abc", tenant: "t1" }).url,
    buildSend: v1_0.build("SendMessage", {}).url,
  },
  v0_3: {
    getTask: matched(v0_3.match("GET", "/v1/tasks/abc")),
    send: matched(v0_3.match("POST", "/v1/message:send")),
    buildGetTask: v0_3.build("GetTask", { name: "tasks/abc" }).url,
  },
}));
