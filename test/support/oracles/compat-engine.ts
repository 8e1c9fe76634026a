// The oracle of the generated version-diff converters (generated/compat/*, printed by
// generator/src/emit/compat-converters/): the closure engine that ran the plans before the converters were
// printed. Test code that shares no code with what it checks: nothing is imported or copied from the runtime's
// compat helpers (runtime/src/compat/) or the generator's printer, only the plan's types. Where it once held
// copies (the error message, key writes and merges, template matching, the known-key checks, the paths a body
// reads, the error converter), it follows plan.ts's contract its own way (templates as regular expressions, key
// checks from the list of paths a type reads), so a bug in one is not also in the other. It compiles a
// DialectPlan (data, see plan.ts) into converter closures, one set per direction. Nothing here knows any
// protocol: every name, rename, template and reason comes from the plan. Files: compat-engine/support.ts
// (types, readers, writers, checks, templates), compiler.ts (types, bodies, fields), layout.ts (required,
// invert, derive, templates, hoist), values.ts (value kinds), api.ts (the public converters).
//
// Design notes (why it looks the way it does):
// - Each TypePlan is compiled once per direction, lazily on first use (a "cell" whose function
//   replaces itself), which also makes recursive types work without a fixpoint.
// - A type compiles to an array of small field closures with pre-split paths and pre-formatted path
//   fragments; a call walks the array. No plan interpretation, string splitting or try/catch per call.
// - Loss paths are built only when a loss happens: the converter keeps a stack of pre-formatted
//   fragments (and list indices) and formats it then.
// - Outputs are fresh: "copy" values that are objects or arrays are deep-copied, so callers may
//   mutate an output without touching the input (strings are immutable and shared).
// - null counts as absent (ProtoJSON reads null as the default) except where the value is any JSON
//   ("copy" fields, and the newer side of "object"), where null is a value.

export { createOracle, compileDirection, checkPlan } from "./compat-engine/api.js";
export { sameMinor } from "./compat-engine/support.js";
