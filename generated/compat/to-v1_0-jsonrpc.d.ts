import type { TypedDialectConverters } from "@a2a-bindgen/runtime";
import type { CompatV0_3Jsonrpc, CompatV1_0Jsonrpc } from "../compat.js";
/**
* Converters to protocol 1.0 (from 0.3), jsonrpc dialect: compat.toV1_0.jsonrpc of ../compat.js. Every function returns
* { value, losses }; { strict: true } turns any loss into a CompatError.
*/
export declare const toV1_0_jsonrpc: TypedDialectConverters<CompatV0_3Jsonrpc, CompatV1_0Jsonrpc>;
