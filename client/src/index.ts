// @a2a-bindgen/client: the reference A2A client, built only from the generated tables and the kit.

export type { CallMeta, CallOptions, Transport, TransportFactory, TransportTarget } from "./transport.js";
