// The compat converters are typed per operation, dialect and direction: each takes the source version's
// type for its dialect (as parsed) and returns the target's, exactly with { strict: true } and Lossy (any
// field may be absent: each absence is a loss) or undefined otherwise. A value of type `unknown` is taken
// with any operation name and gives JSON. Operations one version lacks (ListTasks in v0.3) take no typed value.
import { compat } from "@a2a-bindgen/a2a/compat";
import type { v0_3, v1_0 } from "@a2a-bindgen/a2a";
import type { JsonValue, Loss, Lossy } from "@a2a-bindgen/runtime";

declare const wire: unknown;
declare const v1Task: v1_0.types.Task;
declare const v1Message: v1_0.types.Message;
declare const v1Card: v1_0.types.AgentCard;
declare const v1Push: v1_0.types.TaskPushNotificationConfig;
declare const v1Send: v1_0.types.SendMessageRequest;
declare const v1GetTask: v1_0.types.GetTaskRequest;
declare const v1ListTasks: v1_0.types.ListTasksRequest;
declare const v1Event: v1_0.types.StreamResponse;
declare const v1SendResponse: v1_0.types.SendMessageResponse;
declare const restTask: v0_3.types.Task;
declare const restMessage: v0_3.types.Message;
declare const restSend: v0_3.types.SendMessageRequest;
declare const restSubscribe: v0_3.types.TaskSubscriptionRequest;
declare const restEvent: v0_3.types.StreamResponse;
declare const restPush: v0_3.types.TaskPushNotificationConfig;
declare const restCard: v0_3.types.AgentCard;
declare const rpcTask: v0_3.jsonrpc.Task;
declare const rpcMessage: v0_3.jsonrpc.Message;
declare const rpcCard: v0_3.jsonrpc.AgentCard;
declare const rpcPush: v0_3.jsonrpc.TaskPushNotificationConfig;
declare const rpcSendParams: v0_3.jsonrpc.MessageSendParams;
declare const rpcQuery: v0_3.jsonrpc.TaskQueryParams;
declare const rpcSendResult: v0_3.jsonrpc.SendMessageSuccessResponse["result"];
declare const rpcEvent: v0_3.jsonrpc.SendStreamingMessageSuccessResponse["result"];

// ---- toV1_0: v0.3 in, v1.0 out ----

// Strict: the value is the v1.0 type as parsed (a loss would have thrown).
const task: v1_0.types.Task = compat.toV1_0.rest.task(restTask, { strict: true }).value;
const taskId: string = task.id;
const sendRequest: v1_0.types.SendMessageRequest = compat.toV1_0.rest.params("SendMessage", restSend, { strict: true }).value;
const subscribe: v1_0.types.SubscribeToTaskRequest = compat.toV1_0.rest.params("SubscribeToTask", restSubscribe, { strict: true }).value;
const rpcSend: v1_0.types.SendMessageRequest = compat.toV1_0.jsonrpc.params("SendMessage", rpcSendParams, { strict: true }).value;
const rpcGet: v1_0.types.GetTaskRequest = compat.toV1_0.jsonrpc.params("GetTask", rpcQuery, { strict: true }).value;
const sendResult: v1_0.types.SendMessageResponse = compat.toV1_0.jsonrpc.result("SendMessage", rpcSendResult, { strict: true }).value;
const getResult: v1_0.types.Task = compat.toV1_0.jsonrpc.result("GetTask", rpcTask, { strict: true }).value;
const deleted: Record<string, never> = compat.toV1_0.jsonrpc.result("DeleteTaskPushNotificationConfig", null, { strict: true }).value;
const event: v1_0.types.StreamResponse = compat.toV1_0.rest.streamEvent(restEvent, { strict: true }).value;
const rpcEventOut: v1_0.types.StreamResponse = compat.toV1_0.jsonrpc.streamEvent(rpcEvent, { operation: "SubscribeToTask", strict: true }).value;
const message: v1_0.types.Message = compat.toV1_0.jsonrpc.message(rpcMessage, { strict: true }).value;
const card: v1_0.types.AgentCard = compat.toV1_0.rest.agentCard(restCard, { strict: true }).value;
const push: v1_0.types.TaskPushNotificationConfig = compat.toV1_0.jsonrpc.pushConfig(rpcPush, { strict: true }).value;
const restMessageOut: v1_0.types.Message = compat.toV1_0.rest.message(restMessage, { strict: true }).value;
const restPushOut: v1_0.types.TaskPushNotificationConfig = compat.toV1_0.rest.pushConfig(restPush, { strict: true }).value;
const rpcCardOut: v1_0.types.AgentCard = compat.toV1_0.jsonrpc.agentCard(rpcCard, { strict: true }).value;
void [taskId, sendRequest, subscribe, rpcSend, rpcGet, sendResult, getResult, deleted, event, rpcEventOut, message, card, push];
void [restMessageOut, restPushOut, rpcCardOut];

// Not strict: the value may be lost (undefined), and what is kept may lack any field, REQUIRED ones too.
const lossy = compat.toV1_0.rest.task(restTask);
const lossyTask: Lossy<v1_0.types.Task> | undefined = lossy.value;
const losses: Loss[] = lossy.losses;
const maybeId: string | undefined = lossy.value?.id;
// @ts-expect-error: a lossy conversion may leave Task.id unset
const lossyId: string = lossy.value!.id;
// @ts-expect-error: the whole value may be lost
const lossyValue: Lossy<v1_0.types.Task> = lossy.value;
// @ts-expect-error: a non-strict value is not the parsed type
const notParsed: v1_0.types.Task = compat.toV1_0.jsonrpc.task(rpcTask).value;
// A boolean that may be false is not strict.
declare const maybeStrict: boolean;
// @ts-expect-error: { strict: boolean } does not narrow
const notNarrowed: v1_0.types.Task = compat.toV1_0.jsonrpc.task(rpcTask, { strict: maybeStrict }).value;
void [lossyTask, losses, maybeId, lossyId, lossyValue, notParsed, notNarrowed];

// Unvalidated JSON (`unknown`) is taken with any operation name; the answer is JSON, not a protocol type.
const fromWire: JsonValue | undefined = compat.toV1_0.jsonrpc.params("SendMessage", wire).value;
const fromWireTask: JsonValue | undefined = compat.toV1_0.rest.task(wire).value;
const fromWireEvent: JsonValue | undefined = compat.toV1_0.rest.streamEvent(wire, { operation: "SendStreamingMessage" }).value;
declare const json: JsonValue;
const fromJson: JsonValue | undefined = compat.toV0_3.jsonrpc.params("GetTask", json).value;
void fromJson;
declare const dynamicOperation: string;
const dynamic = compat.toV1_0.rest.result(dynamicOperation, wire);
// @ts-expect-error: JSON of no known type is not a v1.0 Task
const jsonTask: v1_0.types.Task = compat.toV1_0.rest.task(json, { strict: true }).value;
// @ts-expect-error: JSON of no known type is not a v1.0 Task
const wireTask: v1_0.types.Task = compat.toV1_0.rest.task(wire, { strict: true }).value;
void [fromWire, fromWireTask, fromWireEvent, dynamic, jsonTask, wireTask];

// Misuse: a v1.0 value into a converter to v1.0. (Where the v0.3 proto's type has no REQUIRED field and shares
// field names, e.g. SendMessageRequest, a v1.0 value is structurally a v0.3 one and TypeScript cannot tell.)
// @ts-expect-error: toV1_0 takes v0.3 values
compat.toV1_0.rest.task(v1Task);
// @ts-expect-error: toV1_0 takes v0.3 values
compat.toV1_0.jsonrpc.message(v1Message);
// @ts-expect-error: toV1_0 takes v0.3 values
compat.toV1_0.rest.params("CreateTaskPushNotificationConfig", v1Push);
// @ts-expect-error: toV1_0 takes v0.3 values
compat.toV1_0.jsonrpc.result("SendMessage", v1SendResponse);
// @ts-expect-error: toV1_0 takes v0.3 values
compat.toV1_0.rest.streamEvent(v1Event);

// Misuse: a v0.3 JSON-RPC value into the rest dialect, and back (their types differ: "working" against
// "TASK_STATE_WORKING", kind-tagged objects against oneofs).
// @ts-expect-error: the rest dialect takes the v0.3 proto's ProtoJSON
compat.toV1_0.rest.task(rpcTask);
// @ts-expect-error: the rest dialect takes the v0.3 proto's ProtoJSON
compat.toV1_0.rest.params("SendMessage", rpcSendParams);
// @ts-expect-error: the rest dialect takes the v0.3 proto's ProtoJSON
compat.toV1_0.rest.streamEvent(rpcEvent);
// @ts-expect-error: the JSON-RPC dialect takes a2a.json's types
compat.toV1_0.jsonrpc.task(restTask);
// @ts-expect-error: the JSON-RPC dialect takes a2a.json's types
compat.toV1_0.jsonrpc.params("SendMessage", restSend);

// Misuse: the wrong operation's value, an operation v0.3 lacks, a name that is no operation, a result of a
// streaming operation, an event of a unary one.
// @ts-expect-error: GetTask takes TaskQueryParams, not MessageSendParams
compat.toV1_0.jsonrpc.params("GetTask", rpcSendParams);
// @ts-expect-error: v0.3 has no ListTasks
compat.toV1_0.rest.params("ListTasks", restSend);
// @ts-expect-error: no such operation
compat.toV1_0.rest.params("GetTaskk", restSend);
// @ts-expect-error: SendStreamingMessage has no unary result
compat.toV1_0.jsonrpc.result("SendStreamingMessage", rpcEvent);
// @ts-expect-error: GetTask does not stream
compat.toV1_0.jsonrpc.streamEvent(rpcEvent, { operation: "GetTask" });

// Misuse: reading the value as the wrong type.
// @ts-expect-error: the value is a v1.0 Task, not a v0.3 one
const wrongVersion: v0_3.types.Task = compat.toV1_0.rest.task(restTask, { strict: true }).value;
// @ts-expect-error: GetTask's result is a Task, not a Message
const wrongKind: v1_0.types.Message = compat.toV1_0.jsonrpc.result("GetTask", rpcTask, { strict: true }).value;
void [wrongVersion, wrongKind];

// ---- toV0_3: v1.0 in, v0.3 out ----

const rpcTaskOut: v0_3.jsonrpc.Task = compat.toV0_3.jsonrpc.task(v1Task, { strict: true }).value;
const rpcState: v0_3.jsonrpc.TaskState = rpcTaskOut.status.state;
const restTaskOut: v0_3.types.Task = compat.toV0_3.rest.task(v1Task, { strict: true }).value;
const rpcParams: v0_3.jsonrpc.MessageSendParams = compat.toV0_3.jsonrpc.params("SendMessage", v1Send, { strict: true }).value;
const rpcQueryOut: v0_3.jsonrpc.TaskQueryParams = compat.toV0_3.jsonrpc.params("GetTask", v1GetTask, { strict: true }).value;
const restParams: v0_3.types.SendMessageRequest = compat.toV0_3.rest.params("SendMessage", v1Send, { strict: true }).value;
const rpcResult: v0_3.jsonrpc.Task | v0_3.jsonrpc.Message = compat.toV0_3.jsonrpc.result("SendMessage", v1SendResponse, { strict: true }).value;
const rpcDeleted: null = compat.toV0_3.jsonrpc.result("DeleteTaskPushNotificationConfig", {}, { strict: true }).value;
const restDeleted: Record<string, never> = compat.toV0_3.rest.result("DeleteTaskPushNotificationConfig", {}, { strict: true }).value;
const rpcEventBack: v0_3.jsonrpc.SendStreamingMessageSuccessResponse["result"] = compat.toV0_3.jsonrpc.streamEvent(v1Event, { strict: true }).value;
const restEventBack: v0_3.types.StreamResponse = compat.toV0_3.rest.streamEvent(v1Event, { operation: "SendStreamingMessage", strict: true }).value;
const rpcCardBack: v0_3.jsonrpc.AgentCard = compat.toV0_3.jsonrpc.agentCard(v1Card, { strict: true }).value;
const restCardBack: v0_3.types.AgentCard = compat.toV0_3.rest.agentCard(v1Card, { strict: true }).value;
const rpcPushBack: v0_3.jsonrpc.TaskPushNotificationConfig = compat.toV0_3.jsonrpc.pushConfig(v1Push, { strict: true }).value;
const restPushBack: v0_3.types.TaskPushNotificationConfig = compat.toV0_3.rest.pushConfig(v1Push, { strict: true }).value;
const rpcMessageBack: v0_3.jsonrpc.Message = compat.toV0_3.jsonrpc.message(v1Message, { strict: true }).value;
const restMessageBack: v0_3.types.Message = compat.toV0_3.rest.message(v1Message, { strict: true }).value;
const lossyBack: Lossy<v0_3.jsonrpc.Task> | undefined = compat.toV0_3.jsonrpc.task(v1Task).value;
void [rpcState, restTaskOut, rpcParams, rpcQueryOut, restParams, rpcResult, rpcDeleted, restDeleted, rpcEventBack, restEventBack];
void [rpcCardBack, restCardBack, rpcPushBack, restPushBack, rpcMessageBack, restMessageBack, lossyBack];

// Misuse going older: a v0.3 value in, an operation v0.3 lacks, the value read as the wrong dialect's type.
// @ts-expect-error: toV0_3 takes v1.0 values
compat.toV0_3.jsonrpc.task(rpcTask);
// @ts-expect-error: toV0_3 takes v1.0 values
compat.toV0_3.rest.params("SendMessage", restSend);
// @ts-expect-error: v0.3 has no ListTasks to convert to
compat.toV0_3.rest.params("ListTasks", v1ListTasks);
// @ts-expect-error: v0.3 has no ListTasks to convert to
compat.toV0_3.jsonrpc.params("ListTasks", v1ListTasks, { strict: true });
// @ts-expect-error: the JSON-RPC dialect answers a2a.json's Task ("working"), not the proto's
const wrongDialect: v0_3.types.Task = compat.toV0_3.jsonrpc.task(v1Task, { strict: true }).value;
// @ts-expect-error: DeleteTaskPushNotificationConfig answers null on v0.3 JSON-RPC
const notNull: Record<string, never> = compat.toV0_3.jsonrpc.result("DeleteTaskPushNotificationConfig", {}, { strict: true }).value;
void [wrongDialect, notNull];
