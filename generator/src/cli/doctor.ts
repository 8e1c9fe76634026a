// The `doctor` command: options → the doctor's walk → the report (human, or --json); exit 0 when every
// usable interface connects, 1 when a step fails, 2 for bad usage (a CliError, one line). The doctor itself
// lives beside the client (@a2a-bindgen/client/doctor), which speaks the generated tables and the kit: it is
// imported only when this command runs, so the generator loads none of its own output (generate, check and
// --version never reach this import), and a user without the client is told what to install.

import { Command, Option } from "commander";
import { createRequire } from "node:module";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { pluginVersion } from "../plugin/version.js";
import { CliError } from "./stage.js";

const collect = (value: string, previous: string[] | undefined) => [...(previous ?? []), value];

/** The entry the doctor is imported from. */
export const doctorEntry = "@a2a-bindgen/client/doctor";

/** The default bound the doctor applies (its defaultTimeoutSeconds; a test checks the two agree). */
export const doctorTimeoutHelp = 10;

/** What this command uses of the doctor's entry. */
interface DoctorModule {
  doctorOptions(cardUrl: string, raw: Record<string, unknown>): unknown;
  runDoctor(options: unknown): Promise<{ exitCode: number }>;
  formatReport(report: unknown): string;
  UsageError: new (...args: never[]) => Error;
}

function missingModule(e: unknown): boolean {
  const code = (e as { code?: unknown } | null)?.code;
  return code === "ERR_MODULE_NOT_FOUND" || code === "MODULE_NOT_FOUND" || code === "ERR_PACKAGE_PATH_NOT_EXPORTED";
}

/** Where the doctor's entry is looked for: the app's own client (resolved from `cwd`, as the user's code would), then one a2a-bindgen can reach. */
export function doctorImporters(cwd: string = process.cwd()): (() => Promise<unknown>)[] {
  return [() => import(pathToFileURL(createRequire(join(cwd, "package.json")).resolve(doctorEntry)).href), () => import(doctorEntry)];
}

/** The doctor's entry, from the first importer that finds it; none: a CliError naming what to install. */
export async function loadDoctor(attempts: readonly (() => Promise<unknown>)[] = doctorImporters()): Promise<DoctorModule> {
  let last: unknown;
  for (const attempt of attempts) {
    try {
      return (await attempt()) as DoctorModule;
    } catch (e) {
      if (!missingModule(e)) throw new CliError(`doctor: cannot load ${doctorEntry}: ${(e as Error).message}`, 1);
      last = e;
    }
  }
  const noEntry = (last as { code?: unknown } | null)?.code === "ERR_PACKAGE_PATH_NOT_EXPORTED";
  const version = pluginVersion.slice(1);
  throw new CliError(
    noEntry
      ? `doctor: the installed @a2a-bindgen/client has no ./doctor entry; install the client of this a2a-bindgen: npm i -D @a2a-bindgen/client@${version}`
      : `doctor: the doctor is part of @a2a-bindgen/client, which is not installed here; install it: npm i -D @a2a-bindgen/client@${version}`,
    1,
  );
}

/** The doctor command, to add to the program. */
export function doctorCommand(): Command {
  return new Command("doctor")
    .description(
      `from an agent card, walk the six steps to connect (interface, version, tenant, capabilities, extensions, errors) against the live agent: one GetTask of a random id per usable interface; the first failing step with its remedy (needs ${doctorEntry.split("/").slice(0, 2).join("/")})`,
    )
    .exitOverride()
    .showHelpAfterError(false)
    .argument("<card-url>", "the agent card's URL, e.g. http://127.0.0.1:8080/.well-known/agent-card.json")
    .addOption(new Option("--binding <binding>", "check only the interfaces of this binding (JSONRPC, HTTP+JSON, GRPC)"))
    .addOption(new Option("--protocol <version>", "check only the interfaces of this protocol version (1.0, 0.3)"))
    .addOption(new Option("--extension <uri>", "declare this extension (repeatable)").argParser(collect))
    .addOption(new Option("--tenant <tenant>", "send this tenant instead of the entry's"))
    .addOption(new Option("--header <header>", '"Name: value" on every request (repeatable); "Name:" sends no such header').argParser(collect))
    .addOption(
      new Option(
        "--bearer <token>",
        "present this bearer token to the card's HTTP Bearer, OAuth 2.0 or OpenID Connect scheme (env:NAME reads it from the environment)",
      ),
    )
    .addOption(
      new Option(
        "--api-key <name=value>",
        "present this API key to the card's APIKey scheme NAME (its name, or the header or query parameter it names; VALUE may be env:NAME; repeatable)",
      ).argParser(collect),
    )
    .addOption(new Option("--basic <user:pass>", "present these HTTP Basic credentials (env:NAME reads USER:PASS from the environment)"))
    .addOption(
      new Option(
        "--credential-origin <origin>",
        "also send the credentials to interfaces on this origin (repeatable; default: the card's origin only)",
      ).argParser(collect),
    )
    .addOption(new Option("--card-keys <file>", "verify the card's signatures against this JWK Set of trusted public keys (A2A §8.4)"))
    .addOption(new Option("--timeout <seconds>", `bound on every request (default ${doctorTimeoutHelp})`))
    .addOption(new Option("--json", "print the report as JSON (schema in the README)"))
    .action(async (cardUrl: string, raw: Record<string, unknown> & { json?: boolean }) => {
      const doctor = await loadDoctor();
      let options: unknown;
      try {
        options = doctor.doctorOptions(cardUrl, raw);
      } catch (e) {
        if (e instanceof doctor.UsageError) throw new CliError(`doctor: ${e.message}`, 2);
        throw e;
      }
      let report: { exitCode: number };
      try {
        report = await doctor.runDoctor(options);
      } catch (e) {
        // A credential that fits no scheme of the card: usage, told once the card is read.
        if (e instanceof doctor.UsageError) throw new CliError(`doctor: ${e.message}`, 2);
        throw e;
      }
      process.stdout.write(raw.json ? `${JSON.stringify(report, null, 2)}\n` : doctor.formatReport(report));
      process.exitCode = report.exitCode;
    });
}
