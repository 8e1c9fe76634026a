import type { TypedDialectConverters } from "@a2a-bindgen/runtime";
import type { CompatV1_0Rest, CompatV0_3Rest } from "../compat.js";
/**
* Converters to protocol 0.3 (from 1.0), rest dialect: compat.toV0_3.rest of ../compat.js. Every function returns
* { value, losses }; { strict: true } turns any loss into a CompatError.
*/
export declare const toV0_3_rest: TypedDialectConverters<CompatV1_0Rest, CompatV0_3Rest>;
