// Recursive-descent parser for google.api.http path templates (grammar in types.ts).
// It works on the raw string rather than a token list so every error can carry the exact
// 1-based column of the offending character. Errors are reported left to right: the first wins.

import { firstNonPchar, isDigit, isIdentChar } from "./chars.js";
import { TemplateSyntaxError } from "./types.js";
import type { ParsedTemplate, TemplateErrorCode, TemplateSegment } from "./types.js";

type PlainSegment = Exclude<TemplateSegment, { kind: "variable" }>;
type VariableSegment = Extract<TemplateSegment, { kind: "variable" }>;

/** Parses a path template; throws TemplateSyntaxError on the first rule it breaks. */
export function parseTemplate(source: string): ParsedTemplate {
  return new Parser(source).template();
}

const show = (c: string): string => JSON.stringify(c);

class Parser {
  /** 0-based index of the next unread character. */
  private pos = 0;
  /** Field paths already bound, joined with ".". */
  private readonly bound = new Set<string>();

  constructor(private readonly src: string) {}

  template(): ParsedTemplate {
    const { src } = this;
    if (src === "") this.fail("empty_template", 0, 'the template is empty; it must start with "/"');
    if (src[0] !== "/") this.fail("no_leading_slash", 0, `a path template must start with "/", found ${show(src[0])}`);
    const segments: TemplateSegment[] = [];
    this.pos = 1;
    for (;;) {
      if (src[this.pos] === "{") {
        const variable = this.variable();
        segments.push(variable);
        if (this.atEnd()) return this.done(segments);
        const next = src[this.pos];
        // After a final variable, ":" starts the verb (grpc-gateway: the first ":" after "}").
        if (next === ":") return this.done(segments, this.verb(this.pos));
        if (next !== "/") {
          this.fail("unexpected_character", this.pos, `expected "/", ":" or the end after a variable, found ${show(next)}; a variable must be a whole segment`);
        }
        this.mustBeLast(variable.segments[variable.segments.length - 1]);
        this.pos++;
        continue;
      }
      const start = this.pos;
      const slash = src.indexOf("/", start);
      let text = src.slice(start, slash < 0 ? src.length : slash);
      // Only the final segment can carry the verb; split at its LAST ":" (grpc-gateway), so
      // colons in earlier literals, or earlier in the final one, stay part of the literal.
      const colon = slash < 0 ? text.lastIndexOf(":") : -1;
      if (colon >= 0) text = text.slice(0, colon);
      const segment = this.plain(text, start, false);
      segments.push(segment);
      if (slash < 0) return this.done(segments, colon >= 0 ? this.verb(start + colon) : undefined);
      this.mustBeLast(segment);
      this.pos = slash + 1;
    }
  }

  /** Variable = "{" FieldPath [ "=" Segments ] "}" ; on entry pos is at "{", on exit just past "}". */
  private variable(): VariableSegment {
    const open = this.pos++;
    const pathStart = this.pos;
    const fieldPath = this.fieldPath(open);
    let segments: PlainSegment[];
    if (this.src[this.pos] === "=") {
      this.pos++;
      segments = this.variableSegments(open);
    } else {
      // `{x}` means `{x=*}`; the implied "*" has no text of its own, so it takes the variable's column.
      segments = [{ kind: "wildcard", column: open + 1 }];
      this.pos++;
    }
    const key = fieldPath.join(".");
    if (this.bound.has(key)) this.fail("variable_bound_twice", pathStart, `field "${key}" is already bound by an earlier variable`);
    this.bound.add(key);
    return { kind: "variable", fieldPath, segments, column: open + 1 };
  }

  /** FieldPath = IDENT { "." IDENT } ; stops at "=" or "}". */
  private fieldPath(open: number): string[] {
    const { src } = this;
    const path: string[] = [];
    for (;;) {
      const start = this.pos;
      while (!this.atEnd() && isIdentChar(src[this.pos])) this.pos++;
      const ident = src.slice(start, this.pos);
      if (this.atEnd()) this.fail("unterminated_variable", open, 'variable is missing its closing "}"');
      const c = src[this.pos];
      if (c === "{") this.fail("nested_variable", this.pos, "a variable cannot contain another variable");
      if (ident === "") {
        if (path.length === 0 && (c === "}" || c === "=")) {
          this.fail("empty_field_path", start, 'variable has no field path: expected a field name after "{"');
        }
        const where = path.length === 0 ? 'after "{"' : 'after "."';
        this.fail("invalid_identifier", start, `expected a field name ${where}, found ${show(c)}`);
      }
      if (isDigit(ident[0])) this.fail("invalid_identifier", start, `field name "${ident}" must not start with a digit`);
      path.push(ident);
      if (c === "=" || c === "}") return path;
      if (c !== ".") {
        this.fail("invalid_identifier", this.pos, `${show(c)} cannot appear in a field path; field names are [A-Za-z_][A-Za-z0-9_]* joined by "."`);
      }
      this.pos++;
    }
  }

  /** The variable's own Segments, up to and past its "}". */
  private variableSegments(open: number): PlainSegment[] {
    const { src } = this;
    const out: PlainSegment[] = [];
    for (;;) {
      const start = this.pos;
      while (!this.atEnd() && src[this.pos] !== "/" && src[this.pos] !== "}") this.pos++;
      const text = src.slice(start, this.pos);
      // Check what was read before complaining about the missing "}", so errors stay left to right.
      const segment = this.atEnd() && text === "" ? undefined : this.plain(text, start, true);
      if (this.atEnd() || segment === undefined) this.fail("unterminated_variable", open, 'variable is missing its closing "}"');
      out.push(segment);
      if (src[this.pos] === "}") {
        this.pos++;
        return out;
      }
      this.mustBeLast(segment);
      this.pos++;
    }
  }

  /** Segment = "*" | "**" | LITERAL, from the raw text between separators. */
  private plain(text: string, start: number, inVariable: boolean): PlainSegment {
    if (text === "") {
      // Point at the character where the segment should start (the trailing "/" at the very end).
      this.fail("empty_segment", Math.min(start, this.src.length - 1), 'empty path segment: "/" must be followed by a segment');
    }
    this.checkChars(text, start, inVariable, "path segment");
    if (text === "*") return { kind: "wildcard", column: start + 1 };
    if (text === "**") return { kind: "deep_wildcard", column: start + 1 };
    // "*" is a legal pchar, but "*.json" or "***" reads like a glob that would silently match
    // only itself: insist that a segment starting with "*" is a wildcard (Envoy does the same).
    if (text[0] === "*") {
      this.fail("invalid_literal", start, `"${text}" is not a wildcard: a segment starting with "*" must be exactly "*" or "**" (write %2A for a literal "*")`);
    }
    return { kind: "literal", value: text, column: start + 1 };
  }

  /** Verb = ":" LITERAL ; `colon` is the index of the ":", the verb runs to the end. */
  private verb(colon: number): string {
    const text = this.src.slice(colon + 1);
    if (text === "") this.fail("empty_verb", colon, '":" must be followed by a custom verb');
    this.checkChars(text, colon + 1, false, "custom verb");
    return text;
  }

  /** Every character must be a pchar; structural characters get their own, clearer codes. */
  private checkChars(text: string, start: number, inVariable: boolean, what: string): void {
    const bad = firstNonPchar(text);
    if (bad < 0) return;
    const at = start + bad;
    const c = text[bad];
    if (c === "{" && inVariable) this.fail("nested_variable", at, "a variable cannot contain another variable");
    if (c === "{") this.fail("unexpected_character", at, `"{" cannot appear inside a ${what}: a variable must be a whole segment`);
    if (c === "}") this.fail("unexpected_character", at, `stray "}" in a ${what}: no variable is open here`);
    if (c === "/") this.fail("unexpected_character", at, 'a custom verb must be the last part of the template; it cannot contain "/"');
    if (c === "%") this.fail("invalid_literal", at, `"%" must be followed by two hex digits in a ${what}`);
    this.fail(
      "invalid_literal",
      at,
      `${show(c)} is not allowed in a ${what}: only RFC 3986 pchar (unreserved, %XX, sub-delims, ":" and "@") are; percent-encode it`,
    );
  }

  /** "**" swallows the rest of the path, so nothing may follow it but the verb. */
  private mustBeLast(segment: PlainSegment | undefined): void {
    if (segment?.kind === "deep_wildcard") {
      this.fail("deep_wildcard_not_last", segment.column - 1, '"**" matches the rest of the path, so it must be the last segment of the template');
    }
  }

  private done(segments: TemplateSegment[], verb?: string): ParsedTemplate {
    // Leave `verb` out rather than undefined, so parsed templates compare and serialise cleanly.
    return verb === undefined ? { source: this.src, segments } : { source: this.src, segments, verb };
  }

  private atEnd(): boolean {
    return this.pos >= this.src.length;
  }

  private fail(code: TemplateErrorCode, index: number, detail: string): never {
    throw new TemplateSyntaxError(code, this.src, index + 1, detail);
  }
}
