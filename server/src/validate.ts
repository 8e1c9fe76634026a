// A handler's answer checked before it is sent, on every binding and version: the v1.0 response message of
// its operation (for a streaming operation its response type is the stream item, StreamResponse), from the generated schemas, with unknown fields reported
// as fromJson reports them by default. The default schemas drop unknown fields, which would let `{id: 42}`
// pass as an empty SendMessageResponse; here an answer with a field its message lacks is the agent's bug.
// The first problem's JSON path and message go to onError; the client sees only the internal error.

import { toIssues } from "@a2a-bindgen/runtime";
import * as v1_0 from "@a2a-bindgen/a2a/v1_0";
import type * as z from "zod/mini";

type Operation = { responseType: string; streaming: string; schemas: { response: z.ZodMiniType } };
const operations = v1_0.operations as unknown as Readonly<Record<string, Operation>>;

let strict: Readonly<Record<string, z.ZodMiniType>> | undefined;
const byOperation = new Map<string, z.ZodMiniType>();

/** The v1.0 schema of `operation`'s answer (a stream item for a streaming one), unknown fields reported. */
function schemaOf(operation: string): z.ZodMiniType | undefined {
  const known = byOperation.get(operation);
  if (known !== undefined) return known;
  if (!Object.hasOwn(operations, operation)) return undefined;
  const op = operations[operation];
  strict ??= v1_0.schemasWith({ unknownFields: "report" }) as unknown as Readonly<Record<string, z.ZodMiniType>>;
  const message = op.responseType.slice(op.responseType.lastIndexOf(".") + 1);
  // google.protobuf.Empty is not an A2A message: its own schema (an object, any fields dropped) is used.
  const schema = Object.hasOwn(strict, message) ? strict[message] : op.schemas.response;
  byOperation.set(operation, schema);
  return schema;
}

/** Why an answer does not validate: the JSON path and message of the first problem ("$.task.status: …"). */
export class InvalidAnswerError extends Error {
  constructor(
    readonly operation: string,
    readonly detail: string,
  ) {
    super(`the agent's ${operation} answer does not validate against its protocol 1.0 message: ${detail}`);
    this.name = "InvalidAnswerError";
  }
}

/**
 * Checks a v1.0 answer (or one stream item) of `operation`; undefined when it validates, else the error
 * naming the first problem. An absent answer is checked as `{}` (what the bindings send for it).
 */
export function checkAnswer(operation: string, answer: unknown): InvalidAnswerError | undefined {
  const schema = schemaOf(operation);
  if (schema === undefined) return new InvalidAnswerError(operation, `$: ${operation} is not a protocol 1.0 operation`);
  let result: ReturnType<z.ZodMiniType["safeParse"]>;
  try {
    result = schema.safeParse(answer === undefined || answer === null ? {} : answer);
  } catch (e) {
    // A value nested past the validator's stack is refused like any other invalid answer.
    if (!(e instanceof RangeError)) throw e;
    return new InvalidAnswerError(operation, "$: nested too deeply");
  }
  if (result.success) return undefined;
  const first = toIssues(result.error)[0];
  return new InvalidAnswerError(operation, first === undefined ? "$: invalid" : `${first.path}: ${first.message}`);
}
