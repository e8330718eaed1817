"use strict";
/**
 * What the smoke tests expect of each package's public entry point, shared by the ESM (`import`)
 * and CommonJS (`require`) smoke files so both formats are held to the same list.
 *
 * - `functions`: names that must be exported as functions.
 * - `values`: names that must be exported (any non-undefined value).
 * - `probe(ns)`: optional; runs a tiny pure computation and returns JSON-able data. The checker
 *   compares the ESM and CJS results, so both bundles must behave the same.
 *
 * - `bin.args`: for a package with a "bin" field, the arguments the checker runs each bin with
 *   (default `["--help"]`); it must exit 0 and print something.
 *
 * Packages without a list still get the generic checks: a non-empty export list with at least one
 * function.
 */
module.exports = {
  "@laguna/core": {
    functions: [
      "createMatch",
      "act",
      "actAt",
      "replay",
      "undo",
      "legalActions",
      "playerView",
      "saveMatch",
      "loadMatch",
      "seedRng",
      "shuffle",
      "makeOutcome",
      "defineGame",
      "deepEqual",
      "canonicalJson",
      "moduleDefect",
      "describeThrown",
    ],
    values: ["SPECTATOR", "SAVE_FORMAT_VERSION", "SavedMatchC", "SeedC", "RngStateC", "IntegerC", "NaturalC", "EndingC"],
    probe: (core) => ({
      canonical: core.canonicalJson({ b: 1, a: [2, { d: 3, c: 4 }] }),
      rng: core.seedRng(20261125),
      shuffled: core.shuffle(core.seedRng(7), [1, 2, 3, 4, 5, 6, 7, 8])[0],
      outcome: core.makeOutcome([3, 5, 5]),
      seedCodec: [core.SeedC.is(42), core.SeedC.is(1.5)],
    }),
  },
  "@laguna/examples": {
    functions: ["stashCardValue"],
    values: [
      "ticTacToe",
      "TicTacToeConfigC",
      "TicTacToeStateC",
      "TicTacToeActionC",
      "stash",
      "STASH_CARDS",
      "StashConfigC",
      "StashStateC",
      "StashActionC",
      "StashViewC",
    ],
    probe: ({ ticTacToe, stash, stashCardValue }) => {
      const start = ticTacToe.setup(ticTacToe.defaultConfig(2), 1);
      const marked = ticTacToe.apply(start, 0, { type: "mark", cell: 4 });
      const dealt = stash.setup(stash.defaultConfig(3), 7);
      return {
        ticTacToe: { legal: ticTacToe.legalActions(start, 0).length, marked, again: ticTacToe.apply(marked.right, 1, { type: "mark", cell: 4 }) },
        stash: { dealt, view: stash.view(dealt, 1), legal: stash.legalActions(dealt, 0), codec: stash.codecs.state.is(dealt) },
        values: [stashCardValue(0), stashCardValue(23), stashCardValue(24)],
      };
    },
  },
  "@laguna/testing": {
    functions: [
      "checkGameLaws",
      "runGameLaws",
      "formatLawReport",
      "configArbitrary",
      "seedArbitrary",
      "traceArbitrary",
      "variantConfigs",
      "recordTranscript",
      "deepFreeze",
      "LawViolation",
      "checkBotSecrecy",
      "BotSecrecyViolation",
    ],
    values: ["LAWS", "LAW_DESCRIPTIONS"],
    probe: (testing) => ({ laws: testing.LAWS, frozen: Object.isFrozen(testing.deepFreeze({ a: [1] }).a) }),
  },
  "@laguna/bots": {
    functions: ["randomBot", "greedyBot", "mctsBot", "makeBot", "botPolicy", "decisionSeed", "mixSeed", "scoreEvaluation", "restrict"],
    values: [],
    probe: (bots) => ({
      seeds: [bots.mixSeed(1, 2, 3), bots.mixSeed(3, 2, 1)],
      names: [bots.randomBot().name, bots.greedyBot(() => 0).name, bots.mctsBot().name],
    }),
  },
  "@laguna/analysis": {
    functions: ["analyze", "planAnalysis", "analysisJobs", "playJob", "recordGame", "aggregate", "decodeReport", "reportMarkdown", "wilson", "holm"],
    values: ["ReportC", "GameRecordC", "REPORT_SCHEMA_VERSION", "RANDOM_PLAYER", "BASELINE"],
    probe: (analysis) => ({
      wilson: analysis.wilson(5, 10),
      holm: analysis.holm([0.01, 0.04, 0.03]),
      version: analysis.REPORT_SCHEMA_VERSION,
    }),
  },
  "@laguna/walking-in-burano": {
    functions: ["setup", "apply", "view", "redrawHidden", "characterPoints", "finalOutcome", "soloRating", "render"],
    values: ["game", "walkingInBurano", "FLOOR_CARDS", "CHARACTER_CARDS", "BuranoStateC", "CONFIG_OPTIONS"],
    probe: (m) => ({ cards: m.FLOOR_CARDS.length, rating: m.soloRating(64), setup: m.game.setup(m.game.defaultConfig(2), 7).supply }),
  },
  "@laguna/murano-light-masters": {
    functions: ["creationCard", "isCreationId", "creationNeeds", "advantageCard", "isAdvantageId", "categoryTile", "market", "innerCell", "ringCell", "ringAt", "handSize", "constantProvenance", "setup", "view", "redrawHidden", "defaultConfig"],
    values: ["CONSTANTS", "FRAGMENTS", "FRAGMENT_SUPPLY", "CREATION_CARDS", "ADVANTAGE_CARDS", "CATEGORY_TILES", "MARKETS", "INNER_CIRCLE", "RING_SIDES", "CreationCardC", "AdvantageCardC"],
    probe: (m) => ({
      supply: m.FRAGMENT_SUPPLY,
      cards: [m.CREATION_CARDS.length, m.ADVANTAGE_CARDS.length],
      vase: m.creationNeeds("HOU-1"),
      pair: [m.innerCell(3), m.ringAt("A", 0, 3)],
      hands: [2, 3, 4].map(m.handSize),
      setup: m.setup(m.defaultConfig(3), 7).markets,
    }),
  },
  "@laguna/murano": {
    functions: ["setup", "apply", "checkAction", "view", "redrawHidden", "render", "bestAssignment", "describeAction", "defaultConfig"],
    values: ["game", "murano", "MuranoStateC", "MuranoActionC", "MuranoConfigC", "CONFIG_OPTIONS"],
    probe: (m) => {
      const state = m.setup(m.defaultConfig(3), 7);
      return { id: m.game.id, ships: state.ships, players: state.players.length, legal: m.murano.legalActions(state, m.murano.activePlayers(state)[0]).length };
    },
  },
  "@laguna/boardgame-io": {
    functions: ["toBoardgameGame", "hideInitialState"],
    values: [],
    probe: (bgio) => {
      const rules = { id: "probe", name: "Probe", playerCounts: [2, 4], capabilities: { hiddenInformation: false, chance: false, simultaneousMoves: false } };
      const g = bgio.toBoardgameGame(rules);
      const storage = { type: () => 0, fetch: () => ({ state: { G: 1 }, initialState: { G: { secret: 1 }, ctx: { turn: 1 }, plugins: { random: { data: { seed: "x" } } }, _undo: [1] } }) };
      return {
        game: { name: g.name, players: [g.minPlayers, g.maxPlayers], moves: Object.keys(g.moves), undo: g.disableUndo },
        refused: g.validateSetupData({ seeed: 1 }, 2),
        fetched: bgio.hideInitialState(storage).fetch("m", { state: true, initialState: true }),
      };
    },
  },
  "@laguna/cli": {
    functions: ["main", "simulate", "demo", "playRandomGame", "deriveSeed", "formatSummary", "findGame"],
    values: ["registry", "EMPTY_REGISTRY_MESSAGE"],
    probe: (cli) => ({ seed: cli.deriveSeed(1, 0, "setup"), registered: cli.registry.map((g) => g.id) }),
    bin: { args: ["--help"] },
  },
};
