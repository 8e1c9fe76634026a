// @a2a-bindgen/kit: the A2A behaviour a server or client needs around the generated tables.
// A2A facts (codes, header names, version rules) come from @a2a-bindgen/a2a, never from literals here.

export { kitVersion } from "./version.js";

// errors: per binding, from a generated error table (the gRPC binary form: @a2a-bindgen/kit/grpc).
export * from "./errors/index.js";
