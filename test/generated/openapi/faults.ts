// Seeded faults, each a mistake a document printer could make, applied to a copy of any OpenAPI 3.1
// document, with the rule that must catch it. Expectations from OpenAPI 3.1.0: §4.8.2 (paths: a template
// variable must match a path parameter), §4.8.10 (operationId unique among all operations), §4.8.17
// (Response Object: description REQUIRED), §4.8.24 with JSON Schema 2020-12 validation §6.1.1 (`type` is one
// of the seven simple types), and a Reference Object that must resolve (§4.8.23).

type Json = any;

const methods = ["get", "put", "post", "delete", "options", "head", "patch", "trace"];

/** Every operation of the document with its path template. */
export function operations(doc: Json): { path: string; op: Json }[] {
  return Object.entries(doc.paths ?? {}).flatMap(([path, item]: [string, Json]) =>
    methods.filter((m) => item[m] !== undefined).map((m) => ({ path, op: item[m] })),
  );
}

function first<T>(items: T[], what: string): T {
  const found = items[0];
  if (found === undefined) throw new Error(`the document has no ${what} to seed a fault into`);
  return found;
}

export interface Fault {
  readonly name: string;
  /** The rules that may report it (validator: "openapi-3.1"; linter: redocly rule ids). */
  readonly rules: readonly string[];
  readonly seed: (doc: Json) => void;
}

export const faults: readonly Fault[] = [
  {
    name: "a $ref to a schema the document does not have",
    rules: ["openapi-3.1", "no-unresolved-refs"],
    seed: (doc) => {
      const name = first(Object.keys(doc.components?.schemas ?? {}), "component schema");
      doc.components.schemas[name] = { $ref: "#/components/schemas/NoSuchSchema" };
    },
  },
  {
    name: "a path parameter the operation does not declare",
    rules: ["openapi-3.1", "path-parameters-defined"],
    seed: (doc) => {
      const { path, op } = first(
        operations(doc).filter((o) => o.path.includes("{")),
        "templated path",
      );
      // Path-level parameters would still declare it: drop those too.
      doc.paths[path].parameters = [];
      op.parameters = (op.parameters ?? []).filter((p: Json) => p.in !== "path");
    },
  },
  {
    name: "two operations with one operationId",
    rules: ["openapi-3.1", "operation-operationId-unique"],
    seed: (doc) => {
      const [a, b] = operations(doc);
      if (a === undefined || b === undefined) throw new Error("the document has fewer than two operations to seed a fault into");
      b.op.operationId = a.op.operationId;
    },
  },
  {
    name: 'a schema with type "nullable" (an OpenAPI 3.0 habit, no JSON Schema type)',
    rules: ["struct"],
    seed: (doc) => {
      const name = first(Object.keys(doc.components?.schemas ?? {}), "component schema");
      doc.components.schemas[name] = { type: "nullable" };
    },
  },
  {
    name: "a response without its description",
    rules: ["openapi-3.1", "struct"],
    seed: (doc) => {
      // An inline one (a $ref'd response has its description where it points).
      const answers: Json[] = operations(doc).flatMap(({ op }) => Object.values(op.responses ?? {}));
      delete first(
        answers.filter((r: Json) => typeof r.description === "string"),
        "inline response",
      ).description;
    },
  },
];
