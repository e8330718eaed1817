/**
 * The `laguna` command: the program, assembled from its commands (commander), and its run.
 * `main` does all its output through the {@link CliIO} it is given and resolves to the exit code,
 * so tests run it in-process.
 *
 * Exit codes: 0 on success; 1 when something failed (a game could not be played, a save could not
 * be loaded, `--fail-unfinished` found an unfinished game); 2 for a mistake in the command line,
 * reported in the command's own words with a usage line.
 *
 * @module
 */
import type { AnyGame } from "@laguna/core";
import { CommanderError } from "commander";
import packageJson from "../package.json";
import type { CliIO } from "./cli-io";
import { Failure, UsageError } from "./command-errors";
import type { CommandContext } from "./commands/context";
import { defineAnalyze } from "./commands/analyze";
import { defineDemo } from "./commands/demo";
import { defineList } from "./commands/list";
import { definePlay } from "./commands/play";
import { defineSimulate } from "./commands/simulate";
import { defineWorker } from "./commands/worker";
import { LagunaCommand, commandPath, usageLine } from "./laguna-command";
import { exampleGames, registry } from "./registry";
import { wrapLines } from "./text";

/** Builds the program for one run: the root command, and every command writing through `context.io`. */
function program(context: CommandContext): LagunaCommand {
  const { io } = context;
  const root = new LagunaCommand("laguna");
  root
    .description("Play, watch, simulate and analyse Laguna rule modules: board games as pure, seeded rules.")
    .usage("<command> [options]")
    .version(packageJson.version, "-v, --version", "print the version")
    .helpOption("-h, --help", "show this help")
    .helpCommand("help [command]", "show the help of a command")
    .exitOverride()
    .showSuggestionAfterError(false)
    .configureOutput({ writeOut: io.stdout, writeErr: io.stderr, outputError: () => undefined })
    .addHelpText(
      "after",
      [
        "",
        "Examples:",
        "  laguna demo",
        "  laguna play murano-light-masters --bots greedy",
        "  laguna simulate murano --games 1000 --bots greedy,random --workers auto",
        "  laguna simulate walking-in-burano --set roundLimit=20 --json",
        "  laguna analyze murano-light-masters --variant side-b:ringSide=B --players 2,3 --bots greedy --out report",
        "",
        "Exit codes: 0 success, 1 something failed, 2 a mistake in the command line.",
      ].join("\n"),
    );
  // The demo plays the titles; every other command knows the examples too.
  const withExamples: CommandContext = { ...context, games: [...context.games, ...(context.examples ?? []).filter((e) => !context.games.some((g) => g.id === e.id))] };
  defineDemo(root, context);
  defineSimulate(root, withExamples);
  defineAnalyze(root, withExamples);
  definePlay(root, withExamples);
  defineList(root, withExamples);
  defineWorker(root, withExamples);
  return root;
}

/** Whether the command line asks for JSON output (`--json` before any `--`). */
function wantsJson(argv: readonly string[]): boolean {
  const end = argv.indexOf("--");
  return (end < 0 ? argv : argv.slice(0, end)).includes("--json");
}

/**
 * Runs the `laguna` command: `argv` are the arguments after the program name. Writes through
 * `io` and resolves to the exit code: 0 on success, 1 when something failed (a game that could
 * not be played, a save that could not be loaded, unfinished games with `--fail-unfinished`), 2
 * for a mistake in the command line (with a usage line). With `--json`, errors are written to
 * stdout as `{"error": {"kind", "message"}}` (and `"usage"` for a mistake in the command line).
 * `games` is the registry, {@link registry} by default; tests pass their own. `examples` are the
 * example games the commands know besides (`laguna list` marks them, `laguna demo` leaves them
 * out): {@link exampleGames} with the default registry, none with games of one's own.
 *
 * @example
 * process.exitCode = await main(process.argv.slice(2), {
 *   stdout: (text) => process.stdout.write(text),
 *   stderr: (text) => process.stderr.write(text),
 *   isTTY: process.stderr.isTTY === true,
 * });
 * @category Command
 */
export async function main(
  argv: readonly string[],
  io: CliIO,
  games: readonly AnyGame[] = registry,
  examples: readonly AnyGame[] = games === registry ? exampleGames : [],
): Promise<number> {
  let code = 0;
  const cli = program({
    io,
    games,
    examples,
    exit: (c) => {
      code = c;
    },
  });
  const json = wantsJson(argv);
  if (argv.length === 0) {
    io.stderr(cli.helpInformation());
    return 2;
  }
  try {
    await cli.parseAsync([...argv], { from: "user" });
    return code;
  } catch (e) {
    if (e instanceof CommanderError) {
      // Help and version were written; "commander.help" with exit code 1 is the help shown for a
      // command line with no command.
      if (e.code === "commander.help" && e.exitCode !== 0) return 2;
      return e.exitCode === 0 ? 0 : 2;
    }
    if (e instanceof UsageError) {
      const usage = e.command === undefined ? "laguna <command> [options]" : usageLine(e.command);
      const where = e.command === undefined ? "laguna" : commandPath(e.command);
      if (json) io.stdout(`${JSON.stringify({ error: { kind: "usage", message: e.message, usage } })}\n`);
      else io.stderr(`${wrapLines(`${where}: ${e.message}`)}\nUsage: ${usage}\nRun "${where} --help" for the options.\n`);
      return 2;
    }
    const command = argv.find((a) => !a.startsWith("-"));
    const where = command !== undefined && ["demo", "simulate", "analyze", "play", "list"].includes(command) ? `laguna ${command}` : "laguna";
    const kind = e instanceof Failure ? e.kind : "unexpected";
    const message = e instanceof Failure ? e.message : `unexpected error: ${e instanceof Error ? e.message : String(e)}`;
    if (json) io.stdout(`${JSON.stringify({ error: { kind, message } })}\n`);
    else io.stderr(`${wrapLines(`${where}: ${message}`)}\n`);
    return 1;
  }
}
