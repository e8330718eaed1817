/**
 * `laguna list`: the registered rule modules, and on request their rule options.
 *
 * @module
 */
import type { AnyGame } from "@laguna/core";
import { demoPlayers } from "../demo";
import type { LagunaCommand } from "../laguna-command";
import { EMPTY_REGISTRY_MESSAGE, formatPlayerCounts } from "../registry";
import { wrapLines } from "../text";
import type { CommandContext } from "./context";

/**
 * A game's rule options: the default value (for its smallest player count), the listed values,
 * and the game's line for people about it (its `optionDocs`), when it has them.
 *
 * @example
 * ruleOptions(lightMasters).ringSide; // its default value, the values the game lists for it, and what it does
 */
export function ruleOptions(game: AnyGame): Record<string, { value: unknown; choices?: readonly unknown[]; doc?: string }> {
  const players = demoPlayers(game);
  if (players === undefined) return {};
  const config = game.defaultConfig(players) as Readonly<Record<string, unknown>>;
  const listed = (game.configOptions ?? {}) as Readonly<Record<string, readonly unknown[] | undefined>>;
  const docs = (game.optionDocs ?? {}) as Readonly<Record<string, string | undefined>>;
  return Object.fromEntries(
    Object.entries(config)
      .filter(([key]) => key !== "playerCount")
      .map(([key, value]) => {
        const doc = Object.hasOwn(docs, key) && typeof docs[key] === "string" ? docs[key] : undefined;
        return [key, { value, ...(listed[key] === undefined ? {} : { choices: listed[key] }), ...(doc === undefined ? {} : { doc }) }];
      }),
  );
}

/**
 * Adds `laguna list` to the program: its options, help and action.
 *
 * @example
 * defineList(root, { io, games: registry, exit });
 */
export function defineList(root: LagunaCommand, { io, games, examples = [], exit }: CommandContext): void {
  const isExample = (game: AnyGame): boolean => examples.some((e) => e.id === game.id);
  root
    .command("list")
    .summary("list the registered rule modules")
    .description("List the registered rule modules: id, name, rules version and player counts; the examples last, marked so.")
    .usage("[options]")
    .option("--json", "print them as a JSON array of { id, name, version, playerCounts, example }")
    .option("--options", "also list each game's rule options, their values (for --set) and what each does")
    .helpOption("-h, --help", "show this help")
    .action((opts: { json?: boolean; options?: boolean }) => {
      if (opts.json === true) {
        const list = games.map((g) => ({
          id: g.id,
          name: g.name,
          version: g.version,
          playerCounts: g.playerCounts,
          example: isExample(g),
          ...(opts.options === true ? { options: ruleOptions(g) } : {}),
        }));
        io.stdout(`${JSON.stringify(list)}\n`);
        exit(0);
        return;
      }
      if (games.length === 0) {
        io.stdout(`${EMPTY_REGISTRY_MESSAGE}\n`);
        exit(0);
        return;
      }
      const width = Math.max(...games.map((g) => g.id.length));
      for (const g of games) {
        io.stdout(`${g.id.padEnd(width)}  ${g.name}, rules ${g.version}, ${formatPlayerCounts(g.playerCounts)} players${isExample(g) ? " (an example)" : ""}\n`);
        if (opts.options === true) {
          for (const [key, { value, choices, doc }] of Object.entries(ruleOptions(g))) {
            const listed = choices === undefined ? "" : `  (${choices.map((c) => JSON.stringify(c)).join(", ")})`;
            io.stdout(`${wrapLines(`${"".padEnd(width)}    ${key}=${JSON.stringify(value)}${listed}`)}\n`);
            if (doc !== undefined) io.stdout(`${wrapLines(`${"".padEnd(width)}        ${doc}`)}\n`);
          }
        }
      }
      exit(0);
    });
}
