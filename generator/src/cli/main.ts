// a2a-bindgen: generate / check the tables, and read them (routes, match, build).
// Exit codes: 0 ok (match: a route matched), 1 failed check, failed generation or no matching
// route, 2 bad usage (unknown names, bad JSON). Errors go to stderr as one line, never a stack trace.
// Nothing here loads the generated A2A package, the kit, the server or the client: the read commands
// import the tables they are pointed at, and `doctor` imports the client's doctor, each only when run.

import { Command, CommanderError, Option } from "commander";
import { existsSync, readFileSync, statSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { copyVerified, inPlace, readManifest, SyncError, verifySpecFiles } from "../proto/sync.js";
import { resolveSpecSources, type SpecFlags, specDirEnv } from "../proto/sources.js";
import { GenerationError } from "../model/errors.js";
import type { RouteBinding } from "@a2a-bindgen/runtime";
import { check, CliError, generate, packageRoot } from "./generate.js";
import { manifestHint, type JobOptions } from "./stage.js";
import { defaultTarget, targetOption } from "./target.js";
import { routesTable } from "./print.js";
import { pluginVersion } from "../plugin/version.js";
import { safeStringify } from "./json.js";
import { doctorCommand } from "./doctor.js";

const defaultRuntime = "@a2a-bindgen/runtime";
/** The package the read commands fall back to: this repository's generated/, published. */
const tablesPackage = "@a2a-bindgen/a2a";

/** `--spec 1.0=DIR`, repeatable. */
function specPair(value: string, previous: { version: string; dir: string }[]) {
  const eq = value.indexOf("=");
  if (eq <= 0 || eq === value.length - 1) throw new CliError(`--spec ${value}: expected RELEASE=DIR, e.g. --spec 1.0=../A2A`, 2);
  return [...previous, { version: value.slice(0, eq), dir: resolve(value.slice(eq + 1)) }];
}

function sha256Flag(value: string, previous: string[]) {
  if (!/^[0-9a-fA-F]{64}$/.test(value)) throw new CliError(`--accept-sha256 ${value}: expected 64 hex digits (the actual hash the error printed)`, 2);
  return [...previous, value.toLowerCase()];
}

/** The run's spec sources (proto/sources.ts); the embedded default says so on stderr, before the run. */
function sources(o: SpecFlags) {
  const { embeddedNote, ...chosen } = resolveSpecSources(o, packageRoot, pluginVersion.slice(1));
  if (embeddedNote !== undefined) process.stderr.write(`a2a-bindgen: ${embeddedNote}\n`);
  return chosen;
}

function jobOptions(o: SpecFlags & { runtime: string; typeCheck?: boolean; target?: string; openapi?: boolean }): JobOptions {
  return { ...sources(o), runtime: o.runtime, typeCheck: o.typeCheck === true, target: o.target ?? defaultTarget, openapi: o.openapi === true };
}

/** The read commands' flags: --from, or --out as its alias; neither: the installed tables. */
interface ReadFlags {
  protocol: string;
  from?: string;
  out?: string;
}

interface VersionModule {
  protocolVersion: string;
  routes: {
    bindings: readonly RouteBinding[];
    match(method: string, path: string): unknown;
    build(operation: string, request: Record<string, unknown>): unknown;
  };
  alternativeRoutes: { bindings: readonly RouteBinding[] };
  operations: Record<string, { name: string; jsonRpcMethod: string; grpcMethod: string; streaming: string }>;
  operation(name: string): { name: string } | undefined;
}

/** The tables' index.js: under --from (or --out), else the installed @a2a-bindgen/a2a; and how to name it. */
function tablesIndex(dir: string | undefined): { index: string; shown: string } {
  if (dir !== undefined) {
    const d = resolve(dir);
    if (!existsSync(d) || !statSync(d).isDirectory()) throw new CliError(`--from ${dir}: no such directory (the --out you generated into)`, 2);
    return { index: join(d, "index.js"), shown: dir };
  }
  for (const from of [join(process.cwd(), "package.json"), join(packageRoot, "package.json")]) {
    try {
      const pkg = createRequire(from).resolve(`${tablesPackage}/package.json`);
      const version = (JSON.parse(readFileSync(pkg, "utf8")) as { version?: unknown }).version;
      return { index: join(dirname(pkg), "index.js"), shown: `${tablesPackage}${typeof version === "string" ? ` ${version}` : ""} (${dirname(pkg)})` };
    } catch {
      // not installed where this one looks: the next place
    }
  }
  throw new CliError(`no tables to read: pass --from DIR (the --out you generated into), or install ${tablesPackage}`, 2);
}

/** The tables a read command read, named on stderr once it answered (an error stays the first line). */
let tablesRead: string | undefined;

async function loadVersion(dir: string | undefined, protocol: string): Promise<VersionModule> {
  const { index, shown } = tablesIndex(dir);
  let mod: { versions: Record<string, VersionModule> };
  try {
    mod = await import(pathToFileURL(index).href);
  } catch (e) {
    throw new CliError(`cannot load the generated tables at ${index}: ${(e as Error).message}; run \`a2a-bindgen generate --out DIR\` first`, 1);
  }
  // An own property only: "__proto__" or "toString" is an unknown version like any other.
  const v = mod.versions && Object.hasOwn(mod.versions, protocol) ? mod.versions[protocol] : undefined;
  if (!v) throw new CliError(`unknown --protocol "${protocol}": generated versions are ${Object.keys(mod.versions ?? {}).join(", ")} (in ${shown})`, 2);
  tablesRead = shown;
  return v;
}

/** A binding as printed: without the compiled pattern, which is for machines. */
function brief(b: RouteBinding) {
  return {
    operation: b.operation,
    binding: b.binding,
    method: b.method,
    template: b.template,
    body: b.body,
    ...(b.alternative ? { alternative: b.alternative } : {}),
  };
}

function printJson(value: unknown): void {
  process.stdout.write(safeStringify(value, (v) => (v && typeof v === "object" && "pattern" in v && "precedence" in v ? brief(v as RouteBinding) : v)) + "\n");
}

/** The request argument: inline JSON, `-` for stdin, `@FILE` for a file (a command line holds ~128 KB). */
function readRequest(arg: string): string {
  if (arg !== "-" && !arg.startsWith("@")) return arg;
  const from = arg === "-" ? 0 : arg.slice(1);
  try {
    return readFileSync(from, "utf8");
  } catch (e) {
    throw new CliError(`cannot read <request> from ${arg === "-" ? "stdin" : arg.slice(1)}: ${(e as Error).message}`, 2);
  }
}

export function program(): Command {
  const p = new Command("a2a-bindgen")
    .description("Generates and reads A2A route tables and method maps from the A2A protos.")
    .version(pluginVersion.slice(1), "-V, --version", "print the version")
    .exitOverride()
    .showHelpAfterError()
    .addHelpText(
      "after",
      "\nExit codes: 0 success (match: a route matched); 1 generation or check failed, or match found no route\n" +
        "(not_found / method_not_allowed, still printed as JSON on stdout); 2 bad usage (unknown option, name or release, bad JSON).\n" +
        "doctor: 0 every usable interface connects; 1 a step fails (the report names it and its remedy); 2 bad usage.",
    );
  const out = () =>
    new Option("-o, --out <dir>", "output directory: the generator's files in it are replaced, files it did not write stay").default("generated");
  const compared = () => new Option("-o, --out <dir>", "the output directory to compare with the generator's output").default("generated");
  // The read commands: --from, or the same --out given to generate (an alias).
  const from = (c: Command) =>
    c
      .addOption(new Option("--from <dir>", `the generated directory to read (what you passed to generate --out); default: the installed ${tablesPackage}`))
      .addOption(new Option("-o, --out <dir>", "the same as --from").hideHelp());
  const specOptions = (c: Command) =>
    c
      .addOption(
        new Option(
          "-s, --spec-dir <dir>",
          `directory with the pinned upstream files laid out v1.0.1/…, v0.3.0/… (or set ${specDirEnv}); default: the copies shipped in this package`,
        ),
      )
      .addOption(
        new Option("--spec <release=dir>", "one release's files, e.g. 1.0=path/to/A2A at v1.0.1 (repeatable; overrides --spec-dir for that release)")
          .argParser(specPair)
          .default([], ""),
      )
      .addOption(
        new Option("--accept-sha256 <hash>", "accept a file that differs from its pin with this sha256 (repeatable; recorded in the generated headers)")
          .argParser(sha256Flag)
          .default([], ""),
      )
      .addOption(new Option("--runtime <specifier>", "module specifier generated code imports the runtime from").default(defaultRuntime))
      .addOption(new Option("--type-check", "type-check the generated TypeScript in full before writing (slower; CI uses it)"))
      .addOption(
        new Option("--openapi", "also print each version's OpenAPI 3.1 document and JSON Schema bundle (<version>/openapi.json, <version>/schemas.json)"),
      );
  const protocol = () => new Option("-p, --protocol <version>", "protocol version, e.g. 1.0 or 0.3").makeOptionMandatory();

  specOptions(p.command("generate"))
    .description("check the pinned spec files (sha256) and regenerate the output directory with buf + protoc-gen-a2a")
    .addOption(out())
    .addOption(targetOption())
    .action((o: SpecFlags & { out: string; runtime: string; typeCheck?: boolean; openapi?: boolean }) => {
      const started = process.hrtime.bigint();
      const { files, notes } = generate(jobOptions(o), o.out);
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      for (const n of notes) process.stderr.write(`note: ${n}\n`);
      process.stderr.write(`generated ${files.length} files into ${o.out} in ${ms.toFixed(0)} ms\n`);
    });

  specOptions(p.command("check"))
    .description(
      "regenerate in a temporary directory and compare with the output directory (yours, or a buf or protoc run with the same options); exit 1 listing what is stale",
    )
    .addOption(compared())
    .addOption(targetOption("the target the output directory was generated with: its files are compared"))
    .action((o: SpecFlags & { out: string; runtime: string; typeCheck?: boolean; openapi?: boolean }) => {
      const s = check(jobOptions(o), o.out, pluginVersion);
      for (const n of s.notes) process.stderr.write(`note: ${n}\n`);
      const stale = [...s.missing.map((f) => `missing  ${f}`), ...s.extra.map((f) => `extra    ${f}`), ...s.changed.map((c) => `changed  ${c.file}: ${c.why}`)];
      if (stale.length > 0) throw new CliError(`${o.out} is stale (${stale.length} files); run \`a2a-bindgen generate\`:\n  ${stale.join("\n  ")}`, 1);
      process.stderr.write(`${o.out} is up to date\n`);
    });

  p.command("sync")
    .description("check the pinned spec files (sha256) and copy them into a proto tree (package layout), for buf or protoc runs of your own")
    .addOption(
      new Option("-s, --spec-dir <dir>", `directory with the pinned upstream files (or set ${specDirEnv}); default: the copies shipped in this package`),
    )
    .addOption(new Option("--spec <release=dir>", "one release's files (repeatable)").argParser(specPair).default([], ""))
    .addOption(
      new Option("--accept-sha256 <hash>", "accept a file that differs from its pin with this sha256 (repeatable)").argParser(sha256Flag).default([], ""),
    )
    .requiredOption("--to <dir>", "proto root to copy into (e.g. proto)")
    .action((o: SpecFlags & { to: string }) => {
      const verified = verifySpecFiles(readManifest(join(packageRoot, "proto")), sources(o), manifestHint());
      if (inPlace(verified, resolve(o.to)))
        return void process.stderr.write(`${o.to} holds the ${verified.files.length} pinned files (checked): nothing to copy\n`);
      const copied = copyVerified(verified, resolve(o.to));
      process.stderr.write(`copied ${copied.length} pinned files into ${o.to}\n`);
    });

  from(p.command("routes"))
    .description("print the route table of one protocol version, in precedence order (alternatives flagged)")
    .addOption(protocol())
    .action(async (o: ReadFlags) => {
      const v = await loadVersion(o.from ?? o.out, o.protocol);
      process.stdout.write(routesTable(v.routes.bindings, v.alternativeRoutes.bindings, v.operations));
    });

  from(p.command("match"))
    .description("match an HTTP method and path (with query) against one version's routes; print JSON")
    .addOption(protocol())
    .argument("<method>", "HTTP method, e.g. GET")
    .argument("<path>", "request path with optional query, e.g. /t1/tasks/abc")
    .option("--alternatives", "when no canonical route matches, try the rules file's non-canonical ones")
    .action(async (method: string, path: string, o: ReadFlags & { alternatives?: boolean }) => {
      const v = await loadVersion(o.from ?? o.out, o.protocol);
      let result = v.routes.match(method, path) as { kind: string };
      if (o.alternatives && result.kind !== "match") {
        const alt = (v.alternativeRoutes as unknown as VersionModule["routes"]).match(method, path) as { kind: string };
        if (alt.kind === "match") result = alt;
      }
      printJson(result);
      if (result.kind !== "match") process.exitCode = 1;
    });

  from(p.command("build"))
    .description("build the HTTP request (method, path, query, body) for an operation and a JSON request; print JSON")
    .addOption(protocol())
    .argument("<operation>", 'the operation: its rpc name, JSON-RPC method, gRPC path or "METHOD template", in any version')
    .argument("<request>", 'the request as ProtoJSON, e.g. \'{"id":"a/b","tenant":"t1"}\'; - reads it from stdin, @FILE from a file')
    .action(async (operation: string, requestArg: string, o: ReadFlags) => {
      const v = await loadVersion(o.from ?? o.out, o.protocol);
      const requestText = readRequest(requestArg);
      let request: unknown;
      try {
        request = JSON.parse(requestText);
      } catch (e) {
        // V8 reports nesting too deep for it as a RangeError: still the input's fault.
        throw new CliError(`<request> is not JSON: ${(e as Error).message}`, 2);
      }
      if (!request || typeof request !== "object" || Array.isArray(request)) throw new CliError("<request> must be a JSON object", 2);
      const op = v.operation(operation);
      if (!op) throw new CliError(`no operation "${operation}" in protocol ${o.protocol}`, 2);
      let built: unknown;
      try {
        built = v.routes.build(op.name, request as Record<string, unknown>);
      } catch (e) {
        // The runtime's BuildError, by name: the tables read may carry their own copy of the runtime.
        if (e instanceof Error && e.name === "BuildError") throw new CliError(e.message, 2);
        throw e;
      }
      printJson(built);
    });

  p.addCommand(doctorCommand());
  return p;
}

export async function main(argv: string[]): Promise<number> {
  try {
    tablesRead = undefined;
    await program().parseAsync(argv, { from: "user" });
    // Which tables answered: the user's output, or the installed package.
    if (tablesRead !== undefined) process.stderr.write(`read ${tablesRead}\n`);
    return typeof process.exitCode === "number" ? process.exitCode : 0;
  } catch (e) {
    if (e instanceof CommanderError) {
      if (e.code === "commander.helpDisplayed" || e.code === "commander.version" || e.code === "commander.help") return 0;
      return 2;
    }
    if (e instanceof CliError) {
      process.stderr.write(`a2a-bindgen: ${e.message}\n`);
      return e.exitCode;
    }
    if (e instanceof SyncError || e instanceof GenerationError) {
      process.stderr.write(`a2a-bindgen: ${e.message}\n`);
      return e instanceof SyncError ? e.exitCode : 1;
    }
    throw e;
  }
}
