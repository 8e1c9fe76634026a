// v0.3 callers read v0.3 spellings (issue 25): state names in error messages, per dialect. A unit test of the
// server's internal olderSpelling (not exported), so it loads the server from source only. Expected values by
// hand from a2a.json v0.3.0 and the v0.3.0 a2a.proto (TaskState).

import assert from "node:assert/strict";
import { test } from "node:test";
import { olderSpelling } from "../../server/src/answer.js";

test("state names by dialect: a2a.json's toward JSON-RPC, the v0.3 proto's toward HTTP+JSON and gRPC; other words stay", () => {
  const text = "task t is TASK_STATE_CANCELED, not TASK_STATE_INPUT_REQUIRED or TASK_STATE_AUTH_REQUIRED; SOME_CONSTANT stays";
  // a2a.json v0.3.0 TaskState: canceled, input-required, auth-required.
  assert.equal(olderSpelling(text, "jsonrpc"), "task t is canceled, not input-required or auth-required; SOME_CONSTANT stays");
  // v0.3.0 a2a.proto TaskState: TASK_STATE_CANCELLED (two Ls), TASK_STATE_INPUT_REQUIRED, TASK_STATE_AUTH_REQUIRED.
  assert.equal(olderSpelling(text, "rest"), "task t is TASK_STATE_CANCELLED, not TASK_STATE_INPUT_REQUIRED or TASK_STATE_AUTH_REQUIRED; SOME_CONSTANT stays");
});
