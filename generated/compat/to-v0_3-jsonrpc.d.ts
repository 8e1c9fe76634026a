import type { TypedDialectConverters } from "@a2a-bindgen/runtime";
import type { CompatV1_0Jsonrpc, CompatV0_3Jsonrpc } from "../compat.js";
/**
* Converters to protocol 0.3 (from 1.0), jsonrpc dialect: compat.toV0_3.jsonrpc of ../compat.js. Every function returns
* { value, losses }; { strict: true } turns any loss into a CompatError.
*/
export declare const toV0_3_jsonrpc: TypedDialectConverters<CompatV1_0Jsonrpc, CompatV0_3Jsonrpc>;
