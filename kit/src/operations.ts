// The A2A v1.0 operations as types, read from the generated operations table: the names, their request
// and response types, and which stream. A server's handlers and a client's calls share them, so an
// operation under a wrong name or with a wrong type does not compile.

import type { operations } from "@a2a-bindgen/a2a/v1_0";
import type * as z from "zod";

type Operations = typeof operations;

/** An A2A v1.0 operation (an rpc of the v1.0 A2AService). */
export type OperationName = keyof Operations;

/** The operation's request, as the v1.0 validators output it. */
export type RequestOf<K extends OperationName> = z.output<Operations[K]["schemas"]["request"]>;

/**
 * The operation's response (for a streaming operation: one item of the stream), as the v1.0 validators
 * output it: the type of what a successful parse of the response message guarantees, the message the
 * server checks a handler's answer against. What parsing checks beyond a type (formats, ranges, one member
 * per oneof, a REQUIRED field's non-default value, fields a wider value carries) is checked at run time only.
 */
export type ResponseOf<K extends OperationName> = z.output<Operations[K]["schemas"]["response"]>;

/** True for a server-streaming operation. */
export type IsStreaming<K extends OperationName> = Operations[K]["streaming"] extends "server_streaming" ? true : false;

/** The operations that answer once. */
export type UnaryOperationName = { [K in OperationName]: IsStreaming<K> extends true ? never : K }[OperationName];

/** The operations that answer with a stream. */
export type StreamingOperationName = { [K in OperationName]: IsStreaming<K> extends true ? K : never }[OperationName];

/** The binding a call travels on. */
export type Binding = "jsonrpc" | "http+json" | "grpc";
