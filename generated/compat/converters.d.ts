import type { DirectionSpec } from "@a2a-bindgen/runtime/compat";
/** Converters to protocol 1.0 (from 0.3), rest dialect: the operation and kind table ../compat.ts builds the public converters from. */
export declare const toV1_0_rest: DirectionSpec;
/** Converters to protocol 1.0 (from 0.3), jsonrpc dialect: the operation and kind table ../compat.ts builds the public converters from. */
export declare const toV1_0_jsonrpc: DirectionSpec;
/** Converters to protocol 0.3 (from 1.0), rest dialect: the operation and kind table ../compat.ts builds the public converters from. */
export declare const toV0_3_rest: DirectionSpec;
/** Converters to protocol 0.3 (from 1.0), jsonrpc dialect: the operation and kind table ../compat.ts builds the public converters from. */
export declare const toV0_3_jsonrpc: DirectionSpec;
