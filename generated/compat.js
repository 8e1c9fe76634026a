import { direction } from "@a2a-bindgen/runtime/compat";
import { toV1_0_rest, toV1_0_jsonrpc, toV0_3_rest, toV0_3_jsonrpc } from "./compat/converters.js";
/**
* Version-diff adapters between protocol 1.0 and 0.3: compat.toV1_0.<dialect> and
* compat.toV0_3.<dialect>, dialects "rest" and "jsonrpc". Every function returns { value, losses };
* { strict: true } turns any loss into a CompatError.
*/
export const compat = {
	toV1_0: {
		rest: direction(toV1_0_rest),
		jsonrpc: direction(toV1_0_jsonrpc)
	},
	toV0_3: {
		rest: direction(toV0_3_rest),
		jsonrpc: direction(toV0_3_jsonrpc)
	}
};
