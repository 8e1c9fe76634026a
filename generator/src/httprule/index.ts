// Public API of the google.api.http path-template engine: parse, compile, order.
export type {
  CompiledPattern,
  CompiledVariable,
  ParsedTemplate,
  TemplateErrorCode,
  TemplateSegment,
} from "./types.js";
export { TemplateSyntaxError } from "./types.js";
export { parseTemplate } from "./parse.js";
export { compileTemplate } from "./compile.js";
export { comparePatterns, patternsOverlap, samePattern } from "./precedence.js";
