// Text from a peer, made fit for one line of a log or a report.

/**
 * `text` on one line, every control character (C0, DEL, C1, and the line and paragraph separators) as an
 * escape: a peer's body or card can hold newlines or terminal escape sequences, and a line of a log or a
 * report must stay one line that moves no cursor.
 */
export function oneLine(text: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is escaped here
  return text.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g, (c) =>
    c === "\n" ? "\\n" : c === "\r" ? "\\r" : c === "\t" ? "\\t" : `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`,
  );
}
