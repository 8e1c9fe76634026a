import type { DirectionSpec } from "@a2a-bindgen/runtime/compat";
/** Converters to protocol 0.3 (from 1.0), rest dialect: the operation and kind table ../compat.ts builds the public converters from. */
export declare const spec: DirectionSpec;
