// WWW-Authenticate read as RFC 9110 §11.6.1 and §11.2 write it: a list of challenges, each an auth-scheme
// followed by a token68 or by auth-params (name = token / quoted-string), the commas separating both. The
// header is the server's (or anything's between), so the parse is total and bounded: it never throws, reads
// at most 8 KiB, 16 challenges and 32 parameters each, and names what it could not read.

/** One challenge: its scheme as sent, and its token68 or its parameters (names lower case, the first of a name kept). */
export interface Challenge {
  readonly scheme: string;
  /** The token68 form ("Negotiate abc=="), when the challenge has one. */
  readonly token68?: string | undefined;
  /** The auth-params by lower-case name (a null-prototype object: `__proto__` is a name like any other). */
  readonly params: Readonly<Record<string, string>>;
}

/** The challenges read, and what could not be read (empty when everything was). */
export interface ParsedChallenges {
  readonly challenges: readonly Challenge[];
  readonly problems: readonly string[];
}

/** The most characters of a header read. */
export const maxChallengeHeaderLength = 8192;
const maxChallenges = 16;
const maxParams = 32;

// RFC 9110 §5.6.2 tchar, and §11.2 token68.
const tchar = /[!#$%&'*+\-.^_`|~0-9A-Za-z]/;
const token68Char = /[A-Za-z0-9\-._~+/]/;

class Reader {
  at = 0;
  constructor(readonly text: string) {}
  get end(): boolean {
    return this.at >= this.text.length;
  }
  peek(): string {
    return this.text[this.at] ?? "";
  }
  /** OWS / BWS: spaces and tabs. */
  space(): void {
    while (this.peek() === " " || this.peek() === "\t") this.at++;
  }
  token(): string {
    const start = this.at;
    while (!this.end && tchar.test(this.peek())) this.at++;
    return this.text.slice(start, this.at);
  }
  /** A quoted-string's value (quoted-pairs unescaped), or null when it does not close. */
  quoted(): string | null {
    let out = "";
    this.at++;
    while (!this.end) {
      const c = this.peek();
      this.at++;
      if (c === '"') return out;
      if (c === "\\") {
        if (this.end) return null;
        out += this.peek();
        this.at++;
      } else out += c;
    }
    return null;
  }
  /** Skips to just past the next comma outside a quoted-string (or the end). */
  skipElement(): void {
    while (!this.end) {
      const c = this.peek();
      if (c === '"') {
        if (this.quoted() === null) return;
        continue;
      }
      this.at++;
      if (c === ",") return;
    }
  }
}

/** Whether an auth-param (token BWS "=") starts at the reader's position; the position is kept. */
function paramAhead(r: Reader): boolean {
  const start = r.at;
  const name = r.token();
  r.space();
  const is = name !== "" && r.peek() === "=";
  r.at = start;
  return is;
}

/** Reads one auth-param; null (position unspecified) when it is not one. */
function param(r: Reader): [string, string] | null {
  const name = r.token();
  r.space();
  if (name === "" || r.peek() !== "=") return null;
  r.at++;
  r.space();
  const value = r.peek() === '"' ? r.quoted() : r.token();
  if (value === null || (value === "" && r.text[r.at - 1] !== '"')) return null;
  r.space();
  return r.end || r.peek() === "," ? [name.toLowerCase(), value] : null;
}

/** A token68 followed by the end of the element, or null (position restored). */
function token68(r: Reader): string | null {
  const start = r.at;
  while (!r.end && token68Char.test(r.peek())) r.at++;
  if (r.at === start) return null;
  while (r.peek() === "=") r.at++;
  const value = r.text.slice(start, r.at);
  r.space();
  if (r.end || r.peek() === ",") return value;
  r.at = start;
  return null;
}

function shown(text: string): string {
  return JSON.stringify(text.length > 40 ? `${text.slice(0, 40)}…` : text);
}

/**
 * Parses WWW-Authenticate values (one string, or several fields' values, as Headers.get joins them with
 * ", "). Total: any value gets an answer; a part that is not a challenge is skipped and named in `problems`.
 */
export function parseChallenges(header: string | null | undefined): ParsedChallenges {
  const problems: string[] = [];
  const challenges: Challenge[] = [];
  if (typeof header !== "string" || header === "") return { challenges, problems };
  let text = header;
  if (text.length > maxChallengeHeaderLength) {
    problems.push(`the header is ${text.length} characters; the first ${maxChallengeHeaderLength} were read`);
    text = text.slice(0, maxChallengeHeaderLength);
  }
  const r = new Reader(text);
  while (!r.end) {
    r.space();
    if (r.peek() === ",") {
      r.at++;
      continue;
    }
    if (r.end) break;
    if (challenges.length >= maxChallenges) {
      problems.push(`more than ${maxChallenges} challenges: the rest were not read`);
      break;
    }
    const start = r.at;
    const scheme = r.token();
    if (scheme === "" || !(r.end || r.peek() === " " || r.peek() === "\t" || r.peek() === ",")) {
      r.at = start;
      r.skipElement();
      problems.push(`at ${start}: ${shown(text.slice(start, r.at))} is not a challenge (an auth-scheme token first)`);
      continue;
    }
    r.space();
    const params: Record<string, string> = Object.create(null);
    const challenge: { scheme: string; token68?: string | undefined; params: Record<string, string> } = { scheme, params };
    challenges.push(challenge);
    if (r.end || r.peek() === ",") {
      // A bare scheme: no parameters. What follows a comma is a parameter of it only when it reads as one.
      if (r.peek() === ",") {
        const after = r.at;
        r.at++;
        r.space();
        if (!paramAhead(r)) {
          r.at = after;
          continue;
        }
      } else continue;
    } else {
      // "abc=" reads as the start of a parameter and as a token68: a parameter only when it has a value.
      const save = r.at;
      const p = paramAhead(r) ? param(r) : null;
      r.at = save;
      if (p === null) {
        const t = token68(r);
        if (t !== null) {
          challenge.token68 = t;
          continue;
        }
      }
    }
    // The auth-params of this challenge, until one that is not a parameter (the next challenge's scheme).
    let count = 0;
    while (!r.end) {
      r.space();
      if (r.peek() === ",") {
        r.at++;
        continue;
      }
      if (!paramAhead(r)) break;
      const p0 = r.at;
      const p = param(r);
      if (p === null) {
        r.at = p0;
        r.skipElement();
        problems.push(`at ${p0}: ${shown(text.slice(p0, r.at))} is not an auth-param of ${shown(scheme)}`);
        continue;
      }
      if (count >= maxParams) {
        problems.push(`${shown(scheme)}: more than ${maxParams} parameters: the rest were not read`);
        continue;
      }
      count++;
      if (Object.hasOwn(params, p[0])) problems.push(`${shown(scheme)}: the parameter ${shown(p[0])} is repeated: the first was kept`);
      else params[p[0]] = p[1];
    }
  }
  return { challenges, problems };
}
