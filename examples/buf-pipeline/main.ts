// What `buf generate` wrote (npm run generate: a2a-bindgen sync, vendor.ts, buf generate), in use: the A2A
// tables from protoc-gen-a2a beside the protobuf-es messages from protoc-gen-es, made from the same protos.
// The expected values are the v1.0.1 proto's (its google.api.http annotations; the quick reference §2).
import assert from "node:assert/strict";
import { fromJson, toJson } from "@bufbuild/protobuf";
// #region quickstart
import { v1_0 } from "./src/gen/a2a/index.js"; // protoc-gen-a2a
import { A2AService, MessageSchema } from "./src/gen/es/lf/a2a/v1/a2a_pb.js"; // protoc-gen-es

const cancel = v1_0.routes.match("POST", "/tasks/abc:cancel");
// The spec's text says POST /tasks/{id}:subscribe, the proto's annotation GET: the proto wins.
const subscribe = v1_0.routes.match("POST", "/tasks/abc:subscribe");
const json = { messageId: "m1", role: "ROLE_USER", parts: [{ text: "hi" }] };
const parsed = v1_0.schemas.Message.parse(json); // zod, ProtoJSON
const message = fromJson(MessageSchema, json); // protobuf-es, the same ProtoJSON
// #endregion quickstart

assert.equal(cancel.kind === "match" && cancel.operation, "CancelTask");
assert.deepEqual(cancel.kind === "match" && cancel.request, { id: "abc" });
console.log(`POST /tasks/abc:cancel → ${cancel.kind === "match" ? cancel.operation : cancel.kind}`);

assert.deepEqual(subscribe.kind === "method_not_allowed" && subscribe.allowed, ["GET"]);
console.log(`POST /tasks/abc:subscribe → ${subscribe.kind}, allowed: ${subscribe.kind === "method_not_allowed" && subscribe.allowed.join(", ")}`);

// Both generators name the same gRPC method: the tables' path is the protobuf-es service's.
assert.equal(A2AService.typeName, "lf.a2a.v1.A2AService");
assert.equal(v1_0.operations.CancelTask.grpcMethod, `/${A2AService.typeName}/${A2AService.method.cancelTask.name}`);
console.log(`CancelTask over gRPC: ${v1_0.operations.CancelTask.grpcMethod}`);

// And read a message alike: the zod schema's canonical output is protobuf-es's toJson.
assert.equal(message.$typeName, "lf.a2a.v1.Message");
assert.deepEqual(toJson(MessageSchema, message), parsed);
assert.equal(v1_0.schemas.Message.safeParse({ ...json, parts: "hi" }).success, false);
assert.throws(() => fromJson(MessageSchema, { ...json, parts: "hi" }));
console.log(`a Message read by zod and by protobuf-es: ${JSON.stringify(parsed)}; parts "hi" refused by both`);
