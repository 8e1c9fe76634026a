// The bench's agent on a Stores (the store contract), doing what the 1.3.0 peer's executor does for
// "task: …": a task SUBMITTED with the message, WORKING, the artifact "echo: …", COMPLETED, each step
// committed before the next, the completed task answered (a blocking SendMessage).
// Stopgap until the task runtime (createTaskAgent) is merged: then the bench runs that instead.

import type { Agent, Stores } from "@a2a-bindgen/server";

/** A blocking-SendMessage echo agent on `stores`. */
export function taskAgent(stores: Stores): Agent {
  const scope = { tenant: "", owner: "" };
  return {
    async SendMessage(request) {
      const message = request.message!;
      const text = message.parts?.[0]?.text ?? "";
      const { task } = await stores.tasks.create(scope, { message, contextId: message.contextId });
      const id = task.id!;
      await stores.tasks.update(scope, id, [{ kind: "status", state: "TASK_STATE_WORKING" }]);
      await stores.tasks.update(scope, id, [
        { kind: "artifact", artifact: { artifactId: "echo", parts: [{ text: `echo: ${text}` }] } },
        { kind: "status", state: "TASK_STATE_COMPLETED" },
      ]);
      return { task: (await stores.tasks.get(scope, id))!.task };
    },
  };
}
