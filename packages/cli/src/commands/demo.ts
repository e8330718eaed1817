/**
 * `laguna demo`: one seeded game of every rule module (or of one) between greedy bots.
 *
 * @module
 */
import { type Command, Option } from "commander";
import { Failure, UsageError } from "../command-errors";
import { demo, demoPlayers } from "../demo";
import type { LagunaCommand } from "../laguna-command";
import { CONFIG_HELP, DEFAULT_SEED, SET_HELP, collectValues, gameArgument, integerOption, seedOption, variantOptions } from "../options";
import { formatPlayerCounts } from "../registry";
import { listInWords, plural } from "../text";
import type { CommandContext } from "./context";

/**
 * Adds `laguna demo` to the program: its options, help and action.
 *
 * @example
 * defineDemo(root, { io, games: registry, exit });
 */
export function defineDemo(root: LagunaCommand, { io, games, exit }: CommandContext): void {
  root
    .command("demo")
    .summary("watch one game of every rule module between greedy bots")
    .description(
      "Play one seeded game of every registered rule module (or of the one --game names) between greedy bots, two players each, and " +
        "show the final position, the scores, the winners and what the codes mean.",
    )
    .usage("[options]")
    .option("-s, --seed <S>", `the seed, a whole number (default ${DEFAULT_SEED})`)
    .option("-g, --game <G>", 'play only this game ("laguna list" shows them)')
    .option("-p, --players <P>", "the player count of every game (default 2); a game not for that many is played with the nearest count it supports, and says so")
    .addOption(new Option("--set <KEY=VALUE>", `${SET_HELP}; needs --game`).argParser(collectValues))
    .option("--config <FILE>", `${CONFIG_HELP}; needs --game`)
    .option("--json", "print the games as JSON: id, players, actions, scores and winners")
    .helpOption("-h, --help", "show this help")
    .action((opts: { seed?: string; game?: string; players?: string; set?: string[]; config?: string; json?: boolean }, command: Command) => {
      const seed = seedOption(command, opts.seed);
      const shown = opts.game === undefined ? games : [gameArgument(command, opts.game, games)];
      const players = integerOption(command, opts.players, "--players", (n) => n >= 1, "a positive whole number");
      let config: Readonly<Record<string, unknown>> | undefined;
      if (opts.set !== undefined || opts.config !== undefined) {
        const game = shown.length === 1 && opts.game !== undefined ? shown[0] : undefined;
        if (game === undefined) throw new UsageError("--set and --config need --game: each game has rule options of its own.", command);
        config = variantOptions(command, game, demoPlayers(game, players) ?? 2, opts);
      }
      if (players !== undefined && opts.game !== undefined && shown[0] !== undefined && !shown[0].playerCounts.includes(players)) {
        throw new UsageError(`${shown[0].name} is for ${formatPlayerCounts(shown[0].playerCounts)} players, not ${players}.`, command);
      }
      if (players !== undefined && shown.length > 0 && !shown.some((g) => g.playerCounts.includes(players))) {
        const counts = shown.map((g) => `${g.name} for ${formatPlayerCounts(g.playerCounts)}`);
        throw new UsageError(`no game is for ${plural(players, "player")}: ${listInWords(counts)}.`, command);
      }
      const result = demo(shown, opts.json === true ? () => undefined : io.stdout, { seed, players, config, colour: io.colour === true });
      if (opts.json === true) io.stdout(`${JSON.stringify(result.games)}\n`);
      if (result.failed.length > 0) throw new Failure(`could not play ${listInWords(result.failed)}.`, "module-defect");
      exit(0);
    });
}
