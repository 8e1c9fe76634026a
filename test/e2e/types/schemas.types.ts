// The validators' output types state what a successful parse guarantees. The default schemas enforce
// REQUIRED (google.api.field_behavior), and their check refuses a parse whose output lacks a REQUIRED
// field: those fields are non-optional. Not guaranteed, so optional: fields without REQUIRED, REQUIRED
// fields the rules file lets hold their default (ProtoJSON omits a default), and every field of a parse
// with REQUIRED skipped. The v0.3 JSON-RPC dialect's types follow a2a.json's `required` arrays.
import { v0_3, v1_0 } from "@a2a-bindgen/a2a";
import type { ParseOptions } from "@a2a-bindgen/runtime";

declare const wire: unknown;

// ---- v1.0, REQUIRED enforced (the default schemas) ----

const task = v1_0.schemas.Task.parse(wire);
// Task.id (string) and Task.status (message) are REQUIRED; TaskStatus.state (enum) is REQUIRED.
const taskId: string = task.id;
const state: v1_0.types.TaskState = task.status.state;
// Task.context_id has no REQUIRED in a2a.proto v1.0.1.
// @ts-expect-error: a parsed v1.0 Task may lack contextId
const contextId: string = task.contextId;
const maybeContextId: string | undefined = task.contextId;
// TaskStatus.message is not REQUIRED; Message.parts (repeated) and Message.role are.
const statusParts: v1_0.types.Part[] | undefined = task.status.message?.parts;
const history = task.history ?? [];
const role: v1_0.types.Role | undefined = history[0]?.role;
// @ts-expect-error: TaskStatus.message is not REQUIRED
const statusMessage: v1_0.types.Message = task.status.message;
void [taskId, state, contextId, maybeContextId, statusParts, role, statusMessage];

// A message field (explicit presence) REQUIRED: SendMessageRequest.message; its REQUIRED fields in turn.
const send = v1_0.schemas.SendMessageRequest.parse(wire);
const messageId: string = send.message.messageId;
const sendParts: v1_0.types.Part[] = send.message.parts;
// @ts-expect-error: SendMessageRequest.configuration is not REQUIRED
const configuration: v1_0.types.SendMessageConfiguration = send.configuration;
void [messageId, sendParts, configuration];

// Oneof members (Part.content) carry no REQUIRED: each may be absent.
const part = v1_0.schemas.Part.parse(wire);
// @ts-expect-error: a oneof member is never guaranteed here
const text: string = part.text;
void text;

// REQUIRED fields whose default is legitimate (rules file: validators.requiredDefaultAllowed) are not
// checked, so not guaranteed: ListTasksResponse.tasks (repeated), next_page_token (string), total_size
// (int32). page_size is REQUIRED and checked.
const page = v1_0.schemas.ListTasksResponse.parse(wire);
const pageSize: number = page.pageSize;
// @ts-expect-error: ListTasksResponse.tasks may be absent (an empty page is omitted in ProtoJSON)
const tasks: v1_0.types.Task[] = page.tasks;
// @ts-expect-error: ListTasksResponse.next_page_token may be absent
const nextPageToken: string = page.nextPageToken;
// @ts-expect-error: ListTasksResponse.total_size may be absent
const totalSize: number = page.totalSize;
void [pageSize, tasks, nextPageToken, totalSize];

// A map REQUIRED but excepted (AuthorizationCodeOAuthFlow.scopes); its REQUIRED strings checked.
const flow = v1_0.schemas.AuthorizationCodeOAuthFlow.parse(wire);
const tokenUrl: string = flow.tokenUrl;
// @ts-expect-error: AuthorizationCodeOAuthFlow.scopes may be absent (rules file)
const scopes: { [key: string]: string } = flow.scopes;
void [tokenUrl, scopes];

// Unknown fields reported keeps REQUIRED enforced: the same types.
const reporting = v1_0.schemasWith({ unknownFields: "report" }).Task.parse(wire);
const reportingId: string = reporting.id;
const enforcing = v1_0.schemasWith({ required: "enforce" }).Task.parse(wire);
const enforcingId: string = enforcing.id;
void [reportingId, enforcingId];

// ---- v1.0, REQUIRED skipped: nothing is guaranteed, nested messages included ----

const lenient = v1_0.schemasWith({ required: "skip" });
const loose = lenient.Task.parse(wire);
// @ts-expect-error: with REQUIRED skipped a Task may lack its id
const looseId: string = loose.id;
// @ts-expect-error: with REQUIRED skipped a Task may lack its status
const looseState = loose.status.state;
// @ts-expect-error: and a nested TaskStatus its state
const looseNestedState: v1_0.types.TaskState = loose.status?.state;
const looseParts: v1_0.types.Part[] | undefined = loose.history?.[0]?.parts;
void [looseId, looseState, looseNestedState, looseParts];

// Options not known to enforce REQUIRED give the lenient schemas.
declare const options: Partial<ParseOptions>;
// @ts-expect-error: these options may skip REQUIRED
const unknownId: string = v1_0.schemasWith(options).Task.parse(wire).id;
const both = v1_0.schemasWith({ required: "skip", unknownFields: "report" }).SendMessageRequest.parse(wire);
// @ts-expect-error: SendMessageRequest.message may be absent with REQUIRED skipped
const bothMessage: v1_0.types.Message = both.message;
void [unknownId, bothMessage];

// What the default schemas parse is also what the lenient ones may give (a subtype), not the reverse.
const asLenient: v1_0.types.LenientSchemas = v1_0.schemas;
const taskAsLenient: v1_0.types.TaskLenient = task;
// @ts-expect-error: a lenient Task is not a checked one
const lenientAsTask: v1_0.types.Task = loose;
void [asLenient, taskAsLenient, lenientAsTask];

// The accepted (input) type keeps every field optional: a parse's input is what is checked.
const input: v1_0.types.TaskInput = {};
void input;

// ---- v0.3 ProtoJSON: its proto has few REQUIRED fields, typed the same way ----

const signature = v0_3.schemas.AgentCardSignature.parse(wire);
const protectedHeader: string = signature.protected;
const signatureValue: string = signature.signature;
void [protectedHeader, signatureValue];
const v03Send = v0_3.schemas.SendMessageRequest.parse(wire);
const v03Message: v0_3.types.Message = v03Send.message;
void v03Message;
const v03Task = v0_3.schemas.Task.parse(wire);
// @ts-expect-error: v0.3's a2a.proto marks no Task field REQUIRED
const v03TaskId: string = v03Task.id;
// @ts-expect-error: with REQUIRED skipped v0.3's SendMessageRequest.message may be absent
const v03LooseMessage: v0_3.types.Message = v0_3.schemasWith({ required: "skip" }).SendMessageRequest.parse(wire).message;
void [v03TaskId, v03LooseMessage];

// ---- v0.3 JSON-RPC dialect: a2a.json's `required` arrays ----

const rpcTask = v0_3.jsonrpc.schemas.Task.parse(wire);
// a2a.json Task: required contextId, id, kind, status; TaskStatus: required state.
const rpcIds: [string, string, "task"] = [rpcTask.id, rpcTask.contextId, rpcTask.kind];
const rpcState: v0_3.jsonrpc.TaskState = rpcTask.status.state;
// @ts-expect-error: a2a.json does not require Task.history
const rpcHistory: v0_3.jsonrpc.Message[] = rpcTask.history;
void [rpcIds, rpcState, rpcHistory];
const rpcMessage = v0_3.jsonrpc.schemas.Message.parse(wire);
// a2a.json Message: required kind, messageId, parts, role.
const rpcMessageId: string = rpcMessage.messageId;
const rpcParts: v0_3.jsonrpc.Part[] = rpcMessage.parts;
// @ts-expect-error: a2a.json does not require Message.taskId
const rpcTaskId: string = rpcMessage.taskId;
void [rpcMessageId, rpcParts, rpcTaskId];

// ---- A generic proto (the resource-names scenario): the same rule for any package ----
// Its types module only: the scenario's other generated sources are checked by the scenario's own test.

import type * as scenario from "../../generator/scenarios/resource-names/expected/tasks_v0_3/types.js";

declare const scenarioSchemas: scenario.Schemas;
declare const scenarioLenient: scenario.LenientSchemas;
const scenarioSend = scenarioSchemas.SendMessageRequest.parse(wire);
// SendMessageRequest.request and Message.message_id are REQUIRED.
const scenarioMessageId: string = scenarioSend.request.messageId;
// @ts-expect-error: Message.text is not REQUIRED
const scenarioText: string = scenarioSend.request.text;
// @ts-expect-error: with REQUIRED skipped the request may be absent
const scenarioLoose: string = scenarioLenient.SendMessageRequest.parse(wire).request.messageId;
void [scenarioMessageId, scenarioText, scenarioLoose];
