import type { TypedDialectConverters } from "@a2a-bindgen/runtime";
import type { CompatV0_3Rest, CompatV1_0Rest } from "../compat.js";
/**
* Converters to protocol 1.0 (from 0.3), rest dialect: compat.toV1_0.rest of ../compat.js. Every function returns
* { value, losses }; { strict: true } turns any loss into a CompatError.
*/
export declare const toV1_0_rest: TypedDialectConverters<CompatV0_3Rest, CompatV1_0Rest>;
