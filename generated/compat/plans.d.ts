import type { DialectPlan } from "@a2a-bindgen/runtime";
/**
* Conversion plans, one per dialect of protocol 0.3, resolved from both descriptor sets and the rules
* file's mapping. Printed from these: the converter modules beside this one,
* ./to-v1_0-rest.js, ./to-v1_0-jsonrpc.js, ./to-v0_3-rest.js, ./to-v0_3-jsonrpc.js, and ../REFERENCE.md's change tables.
*/
export declare const plans: readonly DialectPlan[];
