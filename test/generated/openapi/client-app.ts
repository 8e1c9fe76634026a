// The app a user writes against the types openapi-typescript prints from a version's document: openapi-fetch's
// createClient<paths>, SendMessage, GetTask and (v1.0) ListTasks, each answer read through its own types. The
// paths are read from the document by operationId (no route written here); the state names come from the
// document's TaskState enum, and `satisfies Record<…, true>` makes tsc prove that list equal to the printed
// union's names, so the run-time check "the state is one of the union's names" checks the type itself. The
// printed types of what is read are checked too: each is not `unknown` and accepts the canonical form.

type Json = any;

export interface AppRoutes {
  readonly send: string;
  readonly get: string;
  /** GetTask's path parameter, the task's id. */
  readonly getParam: string;
  /** ListTasks (v1.0 only). */
  readonly list?: string | undefined;
}

/** The path template and operation named `operationId`; throws naming the id when absent. */
export function routeOf(doc: Json, operationId: string): { path: string; op: Json } {
  for (const [path, item] of Object.entries<Json>(doc.paths ?? {})) {
    for (const op of Object.values<Json>(item)) {
      if (op !== null && typeof op === "object" && op.operationId === operationId) return { path, op };
    }
  }
  throw new Error(`the document has no operation ${operationId}`);
}

/** The routes the app calls, read from the document; ListTasks only when `list`. */
export function appRoutes(doc: Json, list: boolean): AppRoutes {
  const get = routeOf(doc, "GetTask");
  const params: Json[] = (get.op.parameters ?? []).filter((p: Json) => p.in === "path");
  if (params.length !== 1) throw new Error(`GetTask has ${params.length} path parameters, not the task's id alone`);
  return { send: routeOf(doc, "SendMessage").path, get: get.path, getParam: params[0].name, list: list ? routeOf(doc, "ListTasks").path : undefined };
}

/** The string names of an enum schema: its `enum`, or that of its string member (ProtoJSON also accepts numbers). */
export function enumNames(schema: Json): string[] {
  const names = [schema, ...(schema?.anyOf ?? []), ...(schema?.oneOf ?? [])].find((s) => Array.isArray(s?.enum))?.enum;
  if (!Array.isArray(names)) throw new Error(`not an enum schema: ${JSON.stringify(schema)?.slice(0, 200)}`);
  return names.filter((n: unknown) => typeof n === "string");
}

/** The app's source (app.ts beside schema.d.ts). argv[2]: the HTTP+JSON interface URL. Prints one JSON line. */
export function appSource(routes: AppRoutes, states: readonly string[], header: Record<string, string>, body: Json): string {
  const q = (s: unknown) => JSON.stringify(s);
  const list = routes.list !== undefined;
  return `import createClient from "openapi-fetch";
import type { components, paths } from "./schema.js";

type Schemas = components["schemas"];
type TaskState = Schemas["TaskState"];
// The printed type of each field read below is not unknown and accepts the form the protocol answers with.
type Accepts<T, V> = unknown extends T ? false : [V] extends [T] ? true : false;
export const printed: {
  id: Accepts<Schemas["Task"]["id"], string>;
  state: Accepts<Schemas["TaskStatus"]["state"], "TASK_STATE_COMPLETED">;
  status: Accepts<Schemas["Task"]["status"], Schemas["TaskStatus"]>;
  artifacts: Accepts<Schemas["Task"]["artifacts"], Schemas["Artifact"][]>;${
    list
      ? `
  tasks: Accepts<Schemas["ListTasksResponse"]["tasks"], Schemas["Task"][]>;
  totalSize: Accepts<Schemas["ListTasksResponse"]["totalSize"], number>;`
      : ""
  }
} = { id: true, state: true, status: true, artifacts: true${list ? ", tasks: true, totalSize: true" : ""} };
const states = { ${states.map((s) => `${q(s)}: true`).join(", ")} } satisfies Record<Extract<TaskState, string>, true>;
const isState = (s: unknown): s is TaskState => typeof s === "string" && Object.hasOwn(states, s);

const baseUrl = process.argv[2];
if (baseUrl === undefined) throw new Error("usage: app <HTTP+JSON interface URL>");
const client = createClient<paths>({ baseUrl, signal: AbortSignal.timeout(5000) });
const header = ${q(header)} as const;

const sent = await client.POST(${q(routes.send)}, { params: { header }, body: ${q(body)} });
if (sent.data === undefined) throw new Error(\`SendMessage answered \${sent.response.status}\`);
const task = "task" in sent.data ? sent.data.task : undefined;
if (typeof task?.id !== "string") throw new Error("SendMessage answered no task id");
const id = task.id;
const sentState = task.status?.state;

const got = await client.GET(${q(routes.get)}, { params: { header, path: { ${q(routes.getParam)}: id } } });
if (got.data === undefined) throw new Error(\`GetTask answered \${got.response.status}\`);
const gotId = got.data.id;
const gotState = got.data.status?.state;
const part = got.data.artifacts?.[0]?.parts?.[0];
const artifactText = part !== undefined && "text" in part ? part.text : undefined;
${
  list
    ? `
const listed = await client.GET(${q(routes.list)}, { params: { header, query: { pageSize: 10 } } });
if (listed.data === undefined) throw new Error(\`ListTasks answered \${listed.response.status}\`);
const listedIds = listed.data.tasks?.map((t) => t.id);
const totalSize = listed.data.totalSize;
`
    : ""
}
// Whether each answer is what its type says, checked at run time.
const typed = { id: typeof id === "string", gotId: typeof gotId === "string", sentState: isState(sentState), gotState: isState(gotState) };
console.log(JSON.stringify({ id, gotId, sentState, gotState, artifactText, typed${list ? ", listedIds, totalSize" : ""} }));
`;
}
