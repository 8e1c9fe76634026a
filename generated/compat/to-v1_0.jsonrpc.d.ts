import type { DirectionSpec } from "@a2a-bindgen/runtime/compat";
/** Converters to protocol 1.0 (from 0.3), jsonrpc dialect: the operation and kind table ../compat.ts builds the public converters from. */
export declare const spec: DirectionSpec;
