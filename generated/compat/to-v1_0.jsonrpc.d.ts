import type { DialectConverters } from "@a2a-bindgen/runtime/compat";
/** Converters to protocol 1.0 (from 0.3), jsonrpc dialect: params/result/streamEvent/error per operation, and one converter per kind. */
export declare const converters: DialectConverters<"agentCard" | "message" | "pushConfig" | "task">;
