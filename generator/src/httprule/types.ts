// The google.api.http path template grammar (google/api/http.proto):
//   Template = "/" Segments [ Verb ] ;
//   Segments = Segment { "/" Segment } ;
//   Segment  = "*" | "**" | LITERAL | Variable ;
//   Variable = "{" FieldPath [ "=" Segments ] "}" ;
//   FieldPath = IDENT { "." IDENT } ;
//   Verb     = ":" LITERAL ;
// Parsing is pure: no descriptors here. Field paths are checked against a message later (see bind.ts).

/** A segment as written in the template. Columns are 1-based offsets into the template string. */
export type TemplateSegment =
  | { kind: "literal"; value: string; column: number }
  | { kind: "wildcard"; column: number } // "*": exactly one segment
  | { kind: "deep_wildcard"; column: number } // "**": zero or more segments, must be last
  | {
      kind: "variable";
      /** Field path as written, split on ".", e.g. ["book", "name"]. */
      fieldPath: string[];
      /** The variable's own pattern; `{id}` is `{id=*}`. Never contains variables. */
      segments: Exclude<TemplateSegment, { kind: "variable" }>[];
      column: number;
    };

export interface ParsedTemplate {
  /** The template exactly as written in the proto. */
  source: string;
  segments: TemplateSegment[];
  /** Custom verb without the ":" (e.g. "cancel"), or undefined. */
  verb?: string;
}

// The compiled form is the runtime's contract (it matches against it); the parser produces it.
import type { CompiledPattern, CompiledVariable } from "@a2a-bindgen/runtime/routes";
export type { CompiledPattern, CompiledVariable };

/** Why a template was rejected. One code per rule, so tests and users can tell the rules apart. */
export type TemplateErrorCode =
  | "no_leading_slash"
  | "empty_segment"
  | "nested_variable"
  | "deep_wildcard_not_last"
  | "variable_bound_twice"
  | "unterminated_variable"
  | "empty_field_path"
  | "invalid_identifier"
  | "invalid_literal"
  | "empty_verb"
  | "unexpected_character"
  | "empty_template";

export class TemplateSyntaxError extends Error {
  constructor(
    readonly code: TemplateErrorCode,
    readonly template: string,
    /** 1-based column in the template where the problem starts. */
    readonly column: number,
    readonly detail: string,
  ) {
    super(`template "${template}" column ${column}: ${detail}`);
    this.name = "TemplateSyntaxError";
  }
}
