// The strictest compiler options an app may use, as the docs and the generated-client tests compile
// with them: strict, exactOptionalPropertyTypes, noUncheckedIndexedAccess, Node's module resolution,
// and the libraries' declarations checked too.

export const strictCompilerOptions = {
  target: "ES2022",
  module: "NodeNext",
  moduleResolution: "NodeNext",
  strict: true,
  exactOptionalPropertyTypes: true,
  noUncheckedIndexedAccess: true,
  skipLibCheck: false,
  noEmit: true,
  types: ["node"],
} as const;
