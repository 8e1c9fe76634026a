// Process entry for the a2a-bindgen command. The exit code is set, not forced: process.exit()
// would cut off a large answer still being written to a pipe. Ctrl-C or a TERM lets the current
// step finish its own cleanup (buf, which gets the signal too, stops; the stage is removed; a
// commit in progress completes or rolls back) instead of dying with a stage left behind.
import * as z from "zod";
import { main } from "./main.js";

// This process is ours: zod validates the rules once per run, where compiling a parser from strings
// costs more than it saves (about 20 ms), and the generator compiles no code from strings.
z.config({ jitless: true });

let interrupted = false;
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => void (interrupted = true));
// The handler runs only once the synchronous work is done, possibly after main() settled.
process.on("exit", () => {
  if (interrupted) process.exitCode = 130;
});

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (e: unknown) => {
    process.stderr.write(`a2a-bindgen: internal error: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}\n`);
    process.exitCode = 1;
  },
);
