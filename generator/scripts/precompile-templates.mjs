// Runs after tsc: compiles templates/*.hbs into generator/dist/emit/templates.precompiled.js, so a
// generation run loads the templates as code instead of compiling them (handlebars compiles a template
// into a function from a string: about 55 ms of a plugin run, and code compiled from strings in our
// own process). Each template is stored with the SHA-256 of its source: a template edited after the
// build no longer matches and is compiled from its source again (templates.ts), so a stale build can
// never print old text.

import { createHash } from "node:crypto";
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import Handlebars from "handlebars";

const root = fileURLToPath(new URL("../../", import.meta.url));
const dir = join(root, "templates");
// The same options templates.ts compiles with: the output is TypeScript and Markdown, never HTML.
const options = { noEscape: true, strict: true };

const entries = readdirSync(dir)
  .filter((f) => f.endsWith(".hbs"))
  .sort()
  .map((name) => {
    const source = readFileSync(join(dir, name), "utf8");
    const hash = createHash("sha256").update(source).digest("hex");
    return `  ${JSON.stringify(name)}: { hash: ${JSON.stringify(hash)}, spec: ${Handlebars.precompile(source, options)} },`;
  });

writeFileSync(
  join(root, "generator/dist/emit/templates.precompiled.js"),
  `// Written by generator/scripts/precompile-templates.mjs from templates/*.hbs: do not edit.\nexport const precompiled = {\n${entries.join("\n")}\n};\n`,
);
