import type { DialectPlan } from "@a2a-bindgen/runtime";
/**
* Conversion plans, one per dialect of protocol 0.3, resolved from both descriptor sets and the rules
* file's mapping. The converters in ./converters.ts are printed from these; REFERENCE.md's change tables too.
*/
export declare const plans: readonly DialectPlan[];
