// Usage errors and the helpers that word them: a leaf, so that the option parsers (options.ts,
// credentials.ts) share one UsageError class and one way of quoting what the user typed.

/** A usage error: the command line asked for something the doctor cannot do (exit 2). */
export class UsageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "UsageError";
  }
}

/** The user's text quoted for an error, cut at 60 characters. Never used for a secret. */
export function shown(text: string): string {
  return JSON.stringify(text.length > 60 ? `${text.slice(0, 57)}...` : text);
}

/** Whether the text holds a C0 control character (TAB aside) or DEL: no header value may. */
export function controlCharacter(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if ((c < 0x20 && c !== 0x09) || c === 0x7f) return true;
  }
  return false;
}
