// The `doctor` command: options → the doctor's walk → the report (human, or --json); exit 0 when every
// usable interface connects, 1 when a step fails, 2 for bad usage (a CliError, one line).

import { Command, Option } from "commander";
import { defaultTimeoutSeconds, doctorOptions, formatReport, type RawDoctorOptions, runDoctor, UsageError } from "../doctor/index.js";
import { CliError } from "./generate.js";

const collect = (value: string, previous: string[] | undefined) => [...(previous ?? []), value];

/** The doctor command, to add to the program. */
export function doctorCommand(): Command {
  return new Command("doctor")
    .description(
      "from an agent card, walk the six steps to connect (interface, version, tenant, capabilities, extensions, errors) against the live agent: one GetTask of a random id per usable interface; the first failing step with its remedy",
    )
    .exitOverride()
    .showHelpAfterError(false)
    .argument("<card-url>", "the agent card's URL, e.g. http://127.0.0.1:8080/.well-known/agent-card.json")
    .addOption(new Option("--binding <binding>", "check only the interfaces of this binding (JSONRPC, HTTP+JSON, GRPC)"))
    .addOption(new Option("--protocol <version>", "check only the interfaces of this protocol version (1.0, 0.3)"))
    .addOption(new Option("--extension <uri>", "declare this extension (repeatable)").argParser(collect))
    .addOption(new Option("--tenant <tenant>", "send this tenant instead of the entry's"))
    .addOption(new Option("--header <header>", '"Name: value" on every request (repeatable); "Name:" sends no such header').argParser(collect))
    .addOption(new Option("--timeout <seconds>", `bound on every request (default ${defaultTimeoutSeconds})`))
    .addOption(new Option("--json", "print the report as JSON (schema in the README)"))
    .action(async (cardUrl: string, raw: RawDoctorOptions & { json?: boolean }) => {
      let options: ReturnType<typeof doctorOptions>;
      try {
        options = doctorOptions(cardUrl, raw);
      } catch (e) {
        if (e instanceof UsageError) throw new CliError(`doctor: ${e.message}`, 2);
        throw e;
      }
      const report = await runDoctor(options);
      process.stdout.write(raw.json ? `${JSON.stringify(report, null, 2)}\n` : formatReport(report));
      process.exitCode = report.exitCode;
    });
}
