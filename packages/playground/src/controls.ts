/**
 * The new-game form: the game, the player count, who plays each seat, every rule option the game
 * lists in `configOptions` (each a labelled control offering the values that fit the player
 * count, by core's `optionsFor`), the seed and the bots' speed; and loading a saved game.
 *
 * @module
 */
import { type AnyGame, optionsFor, randomSeed } from "@laguna/core";
import { type GameKit, KITS } from "./games";
import { h } from "./dom";
import { SEAT_KINDS, type SeatKind } from "./session";

/** What the form asks for. */
export interface NewGame {
  /** The game. */
  readonly kit: GameKit;
  /** Who plays each seat (its length is the player count). */
  readonly seats: readonly SeatKind[];
  /** The config: the game's default for the player count with the chosen options over it. */
  readonly config: Readonly<Record<string, unknown>>;
  /** The seed. */
  readonly seed: number;
}

/** What the form can do. */
export interface FormHandlers {
  /** Start a game. */
  readonly start: (game: NewGame) => void;
  /** Load a save file's text. */
  readonly load: (text: string, name: string) => void;
}

/** A rule option's value in words. */
export function valueInWords(value: unknown): string {
  if (value === null) return "none";
  if (typeof value === "object") return Object.entries(value as object).map(([k, v]) => `${k} ${String(v)}`).join(", ");
  return String(value);
}

/** Options whose values are seats: shown as "Player 1…n" (seat indices stay in the API and JSON). */
const SEAT_OPTIONS: ReadonlySet<string> = new Set(["startPlayer", "firstPlayer"]);

/** A rule option's value in words, seats as players: `optionValueInWords("firstPlayer", 0)` is "Player 1". */
export function optionValueInWords(key: string, value: unknown): string {
  return SEAT_OPTIONS.has(key) && typeof value === "number" ? `Player ${value + 1}` : valueInWords(value);
}

/** A rule option's name in words: "roundLimit" → "round limit". */
const nameInWords = (key: string) => key.replace(/([A-Z])/g, " $1").toLowerCase();

const SEAT_WORDS: Readonly<Record<SeatKind, string>> = { person: "a person", lookahead: "lookahead bot", mcts: "MCTS bot", greedy: "greedy bot", random: "random bot" };

/**
 * The bot a seat gets unless another is chosen: the greedy bot, whose turns take well under 3 s
 * here (the MCTS bot, stronger, can think for several seconds a turn in Murano).
 */
export const DEFAULT_BOT: SeatKind = "greedy";

let uid = 0;
const fresh = (name: string) => `${name}-${++uid}`;

/** A labelled select; `values[i]` is chosen when option `i` is. */
function select<T>(label: string, values: readonly T[], words: (v: T) => string, chosen: number, attrs: Readonly<Record<string, string>> = {}): { row: HTMLElement; read: () => T } {
  const id = fresh("control");
  const control = h("select", { id, ...attrs }, values.map((v, i) => h("option", { value: String(i), selected: i === chosen }, [words(v)])));
  return { row: h("div", { class: "field" }, [h("label", { for: id }, [label]), control]), read: () => values[Number(control.value)] as T };
}

/** The default config of a game for a player count, as a record. */
const defaults = (game: AnyGame, players: number) => game.defaultConfig(players) as Readonly<Record<string, unknown>>;

/** Builds the new-game form into `root`. */
export function newGameForm(root: HTMLElement, handlers: FormHandlers, initialSeed: number): void {
  const gameSelect = h(
    "select",
    { id: "game", "data-testid": "game-select" },
    KITS.map((k) => h("option", { value: k.game.id }, [k.game.name])),
  );
  const countSlot = h("div");
  const seatsSlot = h("fieldset", { class: "seats" });
  const optionsSlot = h("div", { class: "options" });
  const seedInput = h("input", { id: "seed", type: "number", value: String(initialSeed), min: 0, step: 1, "data-testid": "seed" });
  let readCount: () => number = () => 2;
  let readSeats: (() => SeatKind)[] = [];
  let readOptions: [string, () => unknown][] = [];

  const kit = () => KITS.find((k) => k.game.id === gameSelect.value) ?? (KITS[0] as GameKit);

  const buildOptions = (players: number) => {
    const { game } = kit();
    const base = defaults(game, players);
    // The values that fit this player count (a first player of seat 3 only with 4 players).
    const listed = Object.entries(optionsFor(game, players) as Readonly<Record<string, readonly unknown[]>>);
    readOptions = [];
    const rows = listed.map(([key, values]) => {
      const current = base[key];
      const all = values.some((v) => JSON.stringify(v) === JSON.stringify(current)) ? values : [current, ...values];
      const chosen = all.findIndex((v) => JSON.stringify(v) === JSON.stringify(current));
      const control = select(nameInWords(key), all, (v) => `${optionValueInWords(key, v)}${JSON.stringify(v) === JSON.stringify(current) ? " (default)" : ""}`, chosen, { "data-option": key });
      readOptions.push([key, control.read]);
      return control.row;
    });
    optionsSlot.replaceChildren(h("details", {}, [h("summary", {}, [`Rule options (${rows.length})`]), ...rows]));
  };

  const buildSeats = (players: number) => {
    readSeats = [];
    const rows = Array.from({ length: players }, (_, seat) => {
      const control = select(`Player ${seat + 1}`, SEAT_KINDS, (k) => SEAT_WORDS[k], SEAT_KINDS.indexOf(seat === 0 ? "person" : DEFAULT_BOT), { "data-seat": String(seat) });
      readSeats.push(control.read);
      return control.row;
    });
    seatsSlot.replaceChildren(h("legend", {}, ["Who plays"]), ...rows);
  };

  const buildCount = () => {
    const { game } = kit();
    const counts = game.playerCounts as readonly number[];
    const preferred = counts.includes(2) ? counts.indexOf(2) : 0;
    const control = select("Players", counts, (n) => String(n), preferred, { "data-testid": "player-count" });
    control.row.querySelector("select")?.addEventListener("change", () => {
      buildSeats(control.read());
      buildOptions(control.read());
    });
    readCount = control.read;
    countSlot.replaceChildren(control.row);
    buildSeats(control.read());
    buildOptions(control.read());
  };
  gameSelect.addEventListener("change", buildCount);

  const loadId = fresh("load");
  const loadInput = h("input", { id: loadId, type: "file", accept: ".json,application/json", "data-testid": "load-file" });
  loadInput.addEventListener("change", () => {
    const file = loadInput.files?.[0];
    if (file === undefined) return;
    void file.text().then((text) => {
      loadInput.value = "";
      handlers.load(text, file.name);
    });
  });

  const form = h(
    "form",
    {
      class: "new-game",
      "aria-label": "New game",
      onsubmit: (event: Event) => {
        event.preventDefault();
        const { game } = kit();
        const players = readCount();
        const config: Record<string, unknown> = { ...defaults(game, players) };
        for (const [key, read] of readOptions) config[key] = read();
        const seats = readSeats.map((read) => read());
        const typed = Math.trunc(Number(seedInput.value));
        // With several people, a seed they all saw would let one of them deal the same game
        // elsewhere and see the other's cards: it is drawn in secret (and shown at the end).
        const seed = seats.filter((s) => s === "person").length >= 2 ? randomSeed() : Number.isSafeInteger(typed) ? typed : 0;
        handlers.start({ kit: kit(), seats, config, seed });
      },
    },
    [
      h("div", { class: "field" }, [h("label", { for: "game" }, ["Game"]), gameSelect]),
      countSlot,
      seatsSlot,
      optionsSlot,
      h("div", { class: "field" }, [
        h("label", { for: "seed" }, ["Seed"]),
        seedInput,
        h("small", { class: "hint" }, ["With two or more people, a secret seed is drawn instead (it is shown at the end)."]),
      ]),
      h("button", { type: "submit", class: "primary", "data-testid": "start" }, ["Start"]),
    ],
  );
  root.replaceChildren(form, h("div", { class: "field load" }, [h("label", { for: loadId }, ["Load a saved game"]), loadInput]));
  buildCount();
}

