// a2a-bindgen: generate / check the tables, and read them (routes, match, build).
// Exit codes: 0 ok, 1 failed check or failed generation, 2 bad usage. Errors go to stderr.

import { Command, CommanderError, Option } from "commander";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { SyncError } from "../proto/sync.js";
import { GenerationError } from "../model/errors.js";
import { BuildError, type RouteBinding } from "@a2a-bindgen/runtime";
import { check, CliError, generate, packageRoot } from "./generate.js";
import { routesTable } from "./print.js";

const defaultSpecDir = () => process.env.A2A_SPEC_DIR ?? resolve(packageRoot, "../shared/a2a-spec");

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

async function loadVersion(outDir: string, protocol: string): Promise<VersionModule> {
  const index = join(resolve(outDir), "index.js");
  let mod: { versions: Record<string, VersionModule> };
  try {
    mod = await import(pathToFileURL(index).href);
  } catch (e) {
    throw new CliError(`cannot load the generated tables at ${index}: ${(e as Error).message}; run \`a2a-bindgen generate\` first`, 1);
  }
  const v = mod.versions[protocol];
  if (!v) throw new CliError(`unknown --protocol "${protocol}": generated versions are ${Object.keys(mod.versions).join(", ")}`, 2);
  return v;
}

/** A binding as printed: without the compiled pattern, which is for machines. */
function brief(b: RouteBinding) {
  return { operation: b.operation, binding: b.binding, method: b.method, template: b.template, body: b.body, ...(b.alternative ? { alternative: b.alternative } : {}) };
}

function printJson(value: unknown): void {
  process.stdout.write(
    JSON.stringify(value, (k, v) => (v && typeof v === "object" && "pattern" in v && "precedence" in v ? brief(v as RouteBinding) : v), 2) + "\n",
  );
}

export function program(): Command {
  const p = new Command("a2a-bindgen")
    .description("Generates and reads A2A route tables and method maps from the A2A protos.")
    .exitOverride()
    .showHelpAfterError();
  const out = () => new Option("-o, --out <dir>", "generated package directory").default(join(packageRoot, "generated"), "generated/");
  const spec = () => new Option("-s, --spec-dir <dir>", "directory with the pinned upstream files (env A2A_SPEC_DIR)").default(undefined, "$A2A_SPEC_DIR or ../shared/a2a-spec");
  const protocol = () => new Option("-p, --protocol <version>", "protocol version, e.g. 1.0 or 0.3").makeOptionMandatory();

  p.command("generate")
    .description("sync the pinned protos (sha256-checked) and regenerate the output directory with buf + protoc-gen-a2a")
    .addOption(spec())
    .addOption(out())
    .action((o: { specDir?: string; out: string }) => {
      const started = process.hrtime.bigint();
      const files = generate(o.specDir ?? defaultSpecDir(), o.out);
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      process.stderr.write(`generated ${files.length} files into ${o.out} in ${ms.toFixed(0)} ms\n`);
    });

  p.command("check")
    .description("regenerate in memory and compare with the output directory; exit 1 listing what is stale")
    .addOption(spec())
    .addOption(out())
    .action((o: { specDir?: string; out: string }) => {
      const s = check(o.specDir ?? defaultSpecDir(), o.out);
      const stale = [...s.missing.map((f) => `missing  ${f}`), ...s.extra.map((f) => `extra    ${f}`), ...s.changed.map((f) => `changed  ${f}`)];
      if (stale.length > 0) throw new CliError(`${o.out} is stale (${stale.length} files); run \`a2a-bindgen generate\`:\n  ${stale.join("\n  ")}`, 1);
      process.stderr.write(`${o.out} is up to date\n`);
    });

  p.command("routes")
    .description("print the route table of one protocol version, in precedence order (alternatives flagged)")
    .addOption(protocol())
    .addOption(out())
    .action(async (o: { protocol: string; out: string }) => {
      const v = await loadVersion(o.out, o.protocol);
      process.stdout.write(routesTable(v.routes.bindings, v.alternativeRoutes.bindings, v.operations));
    });

  p.command("match")
    .description("match an HTTP method and path (with query) against one version's routes; print JSON")
    .addOption(protocol())
    .addOption(out())
    .argument("<method>", "HTTP method, e.g. GET")
    .argument("<path>", "request path with optional query, e.g. /t1/tasks/abc")
    .option("--alternatives", "when no canonical route matches, try the rules file's non-canonical ones")
    .action(async (method: string, path: string, o: { protocol: string; out: string; alternatives?: boolean }) => {
      const v = await loadVersion(o.out, o.protocol);
      let result = v.routes.match(method, path) as { kind: string };
      if (o.alternatives && result.kind !== "match") {
        const alt = (v.alternativeRoutes as unknown as VersionModule["routes"]).match(method, path) as { kind: string };
        if (alt.kind === "match") result = alt;
      }
      printJson(result);
      if (result.kind !== "match") process.exitCode = 1;
    });

  p.command("build")
    .description("build the HTTP request (method, path, query, body) for an operation and a JSON request; print JSON")
    .addOption(protocol())
    .addOption(out())
    .argument("<operation>", "the operation: its rpc name, JSON-RPC method, gRPC path or \"METHOD template\", in any version")
    .argument("<request>", "the request as ProtoJSON, e.g. '{\"id\":\"a/b\",\"tenant\":\"t1\"}'")
    .action(async (operation: string, requestText: string, o: { protocol: string; out: string }) => {
      const v = await loadVersion(o.out, o.protocol);
      let request: unknown;
      try {
        request = JSON.parse(requestText);
      } catch (e) {
        throw new CliError(`<request> is not JSON: ${(e as Error).message}`, 2);
      }
      if (!request || typeof request !== "object" || Array.isArray(request)) throw new CliError("<request> must be a JSON object", 2);
      const op = v.operation(operation);
      if (!op) throw new CliError(`no operation "${operation}" in protocol ${o.protocol}`, 2);
      printJson(v.routes.build(op.name, request as Record<string, unknown>));
    });
  return p;
}

export async function main(argv: string[]): Promise<number> {
  try {
    await program().parseAsync(argv, { from: "user" });
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
    if (e instanceof SyncError || e instanceof GenerationError || e instanceof BuildError) {
      process.stderr.write(`a2a-bindgen: ${e.message}\n`);
      return e instanceof BuildError ? 2 : 1;
    }
    throw e;
  }
}
