// net: what a host names and whether it may be connected to without the caller opting in.
export { classifyHost, isPublicHost } from "./classify.js";
export type { HostClass } from "./classify.js";
export { rangeOf } from "./match.js";
export { ipv4Ranges, ipv6Ranges, localhostRange } from "./ranges.js";
export type { RangeKind, SpecialRange } from "./ranges.js";
