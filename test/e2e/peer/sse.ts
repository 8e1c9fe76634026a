// A minimal SSE reader for the peer tests' own checks (WHATWG event-stream: a blank line ends an event, data
// lines are joined by "\n", `event:` names the type, "message" by default). Not the project's decoder: the
// recorded bytes are what that one will be run over.

/** One event: its type and its data. */
export interface SseEvent {
  event: string;
  data: string;
}

/** Splits an event-stream body into its events (comments and unknown fields ignored). */
export function sseEvents(text: string): SseEvent[] {
  const out: SseEvent[] = [];
  for (const block of text.split(/\r\n\r\n|\n\n|\r\r/)) {
    const data: string[] = [];
    let event = "message";
    for (const line of block.split(/\r\n|\n|\r/)) {
      if (line.startsWith("data:")) data.push(line.slice(5).replace(/^ /, ""));
      else if (line.startsWith("event:")) event = line.slice(6).trim();
    }
    if (data.length > 0) out.push({ event, data: data.join("\n") });
  }
  return out;
}
