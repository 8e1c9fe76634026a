// The process the crash test kills. "write": four tasks stream artifact chunks into the file, each
// chunk's commit awaited (the commit barrier) before it is acknowledged on stdout as
// "ack <task> <version> <chunk>", with the chunk's push delivery recorded first, as the task runtime
// does; it runs until killed. "read": opens the file again (recovery runs) and prints what it finds as JSON.

import { openSqliteStores } from "@a2a-bindgen/store-sqlite";

const [mode, path] = process.argv.slice(2) as [string, string];
const scope = { tenant: "t", owner: "alice" };

if (mode === "write") {
  const s = await openSqliteStores({ path });
  const stream = async (n: number) => {
    const { task } = await s.tasks.create(scope, { message: { messageId: `m${n}`, role: "ROLE_USER", parts: [{ text: `task ${n}` }] } });
    const id = task.id!;
    await s.pushConfigs.put(scope, { config: { id: "hook", taskId: id, url: process.env.HOOK ?? "http://127.0.0.1:9/hook" }, protocolVersion: "1.0" });
    const working = await s.tasks.update(scope, id, [{ kind: "status", state: "TASK_STATE_WORKING" }]);
    process.stdout.write(`ack ${id} ${working.version} 0\n`);
    for (let chunk = 1; ; chunk++) {
      const c = await s.tasks.update(scope, id, [
        { kind: "artifact", artifact: { artifactId: "out", parts: [{ text: `chunk ${chunk}` }] }, append: chunk > 1 },
      ]);
      await s.pushConfigs.recordDeliveries([{ scope, taskId: id, configId: "hook", version: c.version, index: 0, response: c.events[0]! }]);
      process.stdout.write(`ack ${id} ${c.version} ${chunk}\n`);
    }
  };
  await Promise.all([1, 2, 3, 4].map(stream));
} else {
  const s = await openSqliteStores({ path });
  const list = await s.tasks.list(scope, { includeArtifacts: true, historyLength: 10 });
  const tasks = await Promise.all(
    list.tasks.map(async (t) => ({
      id: t.id,
      version: (await s.tasks.get(scope, t.id!))?.version,
      state: t.status?.state,
      message: t.status?.message?.parts?.[0]?.text,
      chunks: t.artifacts?.[0]?.parts?.map((p) => p.text) ?? [],
      configs: (await s.pushConfigs.configsOf(scope, t.id!)).map((c) => c.config.id),
    })),
  );
  const pending = (await s.pushConfigs.pendingDeliveries(100_000)).map((d) => ({
    taskId: d.taskId,
    version: d.version,
    state: d.response.statusUpdate?.status?.state,
  }));
  process.stdout.write(JSON.stringify({ recovered: s.recovered, tasks, pending }));
  await s.close();
}
