// @a2a-js/sdk 1.3.0's own shapes (ts-proto: every field present, numeric enums), for the tests that call our
// servers with that SDK's clients: the request they send and what they expect a message to hold.

import assert from "node:assert/strict";
import { Role } from "@a2a-js/sdk";

/** A SendMessageRequest of one user text message (media type text/plain); `returnImmediately` asks for the task at once. */
export function request13(messageId: string, text: string, returnImmediately = false) {
  return {
    tenant: "",
    message: {
      messageId,
      role: Role.ROLE_USER,
      contextId: "",
      taskId: "",
      parts: [{ content: { $case: "text", value: text }, filename: "", mediaType: "text/plain" }],
      extensions: [],
      referenceTaskIds: [],
    },
    ...(returnImmediately ? { configuration: { acceptedOutputModes: [], historyLength: undefined, returnImmediately: true } } : {}),
  };
}

/** Asserts that a message (as the 1.3.0 client reads it) holds exactly one part, the text `text`. */
export function assertText13(message: any, text: string): void {
  assert.deepEqual(
    message.parts.map((p: any) => p.content),
    [{ $case: "text", value: text }],
  );
}
