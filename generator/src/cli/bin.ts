// Process entry for the a2a-bindgen command. The exit code is set, not forced: process.exit()
// would cut off a large answer still being written to a pipe.
import { main } from "./main.js";

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (e: unknown) => {
    process.stderr.write(`a2a-bindgen: internal error: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}\n`);
    process.exitCode = 1;
  },
);
