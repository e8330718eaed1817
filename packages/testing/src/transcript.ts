/**
 * Golden transcripts: a seeded game written out action by action, for snapshot tests that catch
 * any change of behaviour.
 *
 * @module
 */
import {
  type Game,
  type GameConfig,
  SPECTATOR,
  createMatch,
  matchLog,
  outcome,
  playout,
  showValue,
  stepLimit,
  uniformRandomPolicy,
} from "@laguna/core";
import * as either from "fp-ts/lib/Either.js";

/**
 * Options of {@link recordTranscript}.
 *
 * @example
 * recordTranscript(game, config, 1, { policySeed: 2 });
 * @category Transcripts
 */
export interface TranscriptOptions {
  /** Seeds the uniformly random players. Default: the match seed. */
  readonly policySeed?: number;
  /**
   * Stops after this many actions. Default: `stepLimit(game, config)` from `@laguna/core`, the
   * game's declared maximum, or the core's `DEFAULT_STEP_LIMIT` for a config with no finite one.
   */
  readonly maxActions?: number;
}

/**
 * Plays one seeded game with uniformly random players and writes it out: a header (game,
 * version, config, seeds), one line per action (seat and the module's description), the final
 * position rendered for a spectator, the score sheet and the outcome. The same inputs always give
 * the same text, so it can be compared with a stored file (`toMatchFileSnapshot` in vitest).
 *
 * @example
 * await expect(recordTranscript(game, game.defaultConfig(2), 7)).toMatchFileSnapshot("golden/2p.txt");
 * @category Transcripts
 */
export function recordTranscript<C extends GameConfig, S, A, V>(
  game: Game<C, S, A, V>,
  config: C,
  seed: number,
  options: TranscriptOptions = {},
): string {
  const policySeed = options.policySeed ?? seed;
  const lines = [
    `# ${game.name} (${game.id} ${game.version})`,
    `# config ${JSON.stringify(config)}`,
    `# seed ${seed}, random players seeded ${policySeed}`,
  ];
  const created = createMatch(game, config, seed, { strict: true });
  if (either.isLeft(created)) return [...lines, `error: ${created.left.message}`].join("\n");
  const played = playout(created.right, uniformRandomPolicy(policySeed), options.maxActions ?? stepLimit(game, config));
  if (either.isLeft(played)) return [...lines, `error: ${played.left.message}`].join("\n");
  const match = played.right;
  matchLog(match).forEach((entry, i) => {
    lines.push(`${String(i + 1).padStart(4)}. seat ${entry.seat}: ${game.describeAction(entry.action)}`);
  });
  const view = game.view(match.state, SPECTATOR);
  lines.push("", "## final position", game.render ? game.render(view) : JSON.stringify(view, null, 1));
  const sheet = game.scoreSheet?.(match.state);
  if (sheet) {
    lines.push("", "## score sheet");
    for (const line of sheet.lines) lines.push(`${line.label}: ${line.points.join(" / ")}`);
    lines.push(`Total: ${sheet.totals.join(" / ")}`);
  }
  const result = outcome(match);
  lines.push("", "## outcome", result ? `scores ${showValue(result.scores, 400)}, ranking ${showValue(result.ranking, 400)}, winners ${showValue(result.winners)}` : "not over");
  return `${lines.join("\n")}\n`;
}
