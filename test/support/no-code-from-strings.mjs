// A Node preload (`node --import ./test/support/no-code-from-strings.mjs …`) that refuses code compiled from
// strings as a browser page whose Content-Security-Policy lacks 'unsafe-eval' does: the Function constructor
// (also reached as Function.prototype.constructor and through the async, generator and async generator
// function constructors), eval, and node:vm's compilers (not when Node's own code calls them). Each call throws
// an EvalError, and is recorded with its stack, because the throw alone proves nothing: a probe such as zod's
// `new Function("")` catches it.
// --disallow-code-generation-from-strings cannot see such a caught probe; this can.
// At exit the records are written, as a JSON array, to the file named by NO_CODE_FROM_STRINGS_REPORT (else to
// stderr when there are any), and a run with any record exits 1.

import { writeFileSync } from "node:fs";
import { syncBuiltinESMExports } from "node:module";
import vm from "node:vm";

/** @type {{ what: string; stack: string }[]} */
const calls = [];

function record(what) {
  const limit = Error.stackTraceLimit;
  Error.stackTraceLimit = 40;
  const stack = (new Error(what).stack ?? "").split("\n").slice(3).join("\n");
  Error.stackTraceLimit = limit;
  calls.push({ what, stack });
  return new EvalError(`${what}: code generation from strings refused (test/support/no-code-from-strings.mjs)`);
}

/** A proxy of a function constructor whose call and construct both throw, and which keeps its identity otherwise. */
function trapped(ctor, name) {
  return new Proxy(ctor, {
    apply() {
      throw record(name);
    },
    construct() {
      throw record(`new ${name}`);
    },
  });
}

const ctors = [
  [Function, "Function"],
  [async () => {}, "AsyncFunction"],
  [function* () {}, "GeneratorFunction"],
  [async function* () {}, "AsyncGeneratorFunction"],
];
for (const [sample, name] of ctors) {
  const ctor = name === "Function" ? Function : Object.getPrototypeOf(sample).constructor;
  const proxy = trapped(ctor, name);
  // `(async () => {}).constructor` reads the prototype's constructor: replace it there, and the global for Function.
  Object.defineProperty(ctor.prototype, "constructor", { value: proxy, writable: true, configurable: true, enumerable: false });
  if (name === "Function") globalThis.Function = proxy;
}

// Any call through the global binding is an indirect eval of the wrapper (a direct eval needs the intrinsic).
globalThis.eval = function evalTrap() {
  throw record("eval");
};

/** Whether the caller of the function that calls this is Node's own code (node:internal/util reads its realm with vm). */
function calledByNode() {
  const caller = (new Error().stack ?? "").split("\n")[3] ?? "";
  return /\(node:|at node:/.test(caller);
}

for (const name of ["runInThisContext", "runInNewContext", "runInContext", "compileFunction"]) {
  const original = vm[name];
  vm[name] = function vmTrap(...args) {
    if (calledByNode()) return original.apply(this, args);
    throw record(`vm.${name}`);
  };
}
vm.Script = trapped(vm.Script, "vm.Script");
syncBuiltinESMExports();

process.on("exit", () => {
  const file = process.env.NO_CODE_FROM_STRINGS_REPORT;
  if (file) writeFileSync(file, JSON.stringify(calls));
  else if (calls.length > 0) process.stderr.write(`code generated from strings:\n${JSON.stringify(calls, null, 2)}\n`);
  if (calls.length > 0) process.exitCode = 1;
});
