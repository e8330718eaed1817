/**
 * The page of a game in progress: the picture, the legal actions in words (and on the picture),
 * the tools (undo, save, bot speed), the outcome with the score sheet, the log, and the hot-seat
 * cover.
 *
 * @module
 */
import { type Outcome, type Seat, type Viewer, isOver, legalActions, outcome, playerView, viewLog } from "@laguna/core";
import { h } from "./dom";
import { type Table, coveredFor, people, seatToAct, viewerOf } from "./session";

/** What the page's buttons do. */
export interface TableHandlers {
  /** The person at `seat` takes their `index`-th legal action. */
  readonly act: (seat: Seat, index: number) => void;
  /** Show only the actions of one part of the picture (`undefined`: all of them). */
  readonly filter: (key: string | undefined) => void;
  /** Take back the last person's move. */
  readonly undo: () => void;
  /** Download a save file. */
  readonly save: () => void;
  /** The person at `seat` takes the screen. */
  readonly reveal: (seat: Seat) => void;
  /** Change the bots' delay (ms). */
  readonly botDelay: (ms: number) => void;
}

/** What the page shows besides the table. */
export interface PageState {
  /** Only the actions of this part of the picture are listed. */
  readonly filter: string | undefined;
  /** A message for people (an error, or what undo did). */
  readonly message: string;
  /** The bots' delay (ms). */
  readonly botDelay: number;
}

/** Each seat's name for people: "Player 1 (you)". */
export function seatNames(table: Table): string[] {
  const persons = people(table);
  return table.seats.map((kind, s) => `Player ${s + 1} (${kind === "person" ? (persons.length === 1 ? "you" : "person") : `${kind} bot`})`);
}

/** Whether the legend under the picture is open (it is at first; the page remembers a close). */
let legendOpen = true;

const logCache = new WeakMap<object, { viewer: Viewer; lines: string[] }>();

/** The log in words as the viewer may see it (cached per match and viewer). */
function logLines(table: Table, viewer: Viewer, names: readonly string[]): string[] {
  const cached = logCache.get(table.match);
  if (cached !== undefined && cached.viewer === viewer) return cached.lines;
  const lines = viewLog(table.match, viewer).map((e) => `${names[e.seat] ?? `Player ${e.seat + 1}`}: ${e.description}`);
  logCache.set(table.match, { viewer, lines });
  return lines;
}

/** The outcome: the winners, the scores, and the game's score sheet when it has one. */
function outcomeSection(table: Table, result: Outcome, names: readonly string[]): HTMLElement {
  const winners = result.winners.map((s) => names[s] ?? `Player ${s + 1}`);
  const headline = winners.length === 1 ? `${winners[0]} wins.` : `${winners.join(" and ")} share the win.`;
  const sheet = table.kit.game.scoreSheet?.(table.match.state);
  const head = h("tr", {}, [h("th", { scope: "col" }, [sheet === undefined ? "" : "Score sheet"]), ...names.map((n) => h("th", { scope: "col" }, [n]))]);
  const rows = (sheet?.lines ?? []).map((line) => h("tr", {}, [h("th", { scope: "row" }, [line.label]), ...line.points.map((p) => h("td", {}, [String(p)]))]));
  const total = h("tr", { class: "total" }, [h("th", { scope: "row" }, ["Total"]), ...result.scores.map((p) => h("td", {}, [String(p)]))]);
  return h("section", { class: "outcome", "data-testid": "outcome", "aria-labelledby": "outcome-title" }, [
    h("h2", { id: "outcome-title" }, ["The game is over"]),
    h("p", { class: "winners" }, [headline]),
    h("table", {}, [h("thead", {}, [head]), h("tbody", {}, [...rows, total])]),
  ]);
}

/** Makes the parts of the picture that legal actions belong to clickable and keyboard-operable. */
function bindTargets(svg: SVGSVGElement, keys: ReadonlyMap<string, number[]>, page: PageState, seat: Seat, handlers: TableHandlers): void {
  for (const node of svg.querySelectorAll<SVGElement>("[data-target]")) {
    const key = node.getAttribute("data-target") ?? "";
    const indices = keys.get(key);
    if (indices === undefined) continue;
    const choose = () => (indices.length === 1 ? handlers.act(seat, indices[0] as number) : handlers.filter(page.filter === key ? undefined : key));
    node.classList.add("hot");
    if (page.filter === key) node.classList.add("selected");
    node.setAttribute("tabindex", "0");
    node.setAttribute("role", "button");
    const label = node.getAttribute("aria-label") ?? key;
    node.setAttribute("aria-label", `${label}: ${indices.length === 1 ? "take this action" : `${indices.length} actions`}`);
    node.addEventListener("click", (event) => {
      event.stopPropagation();
      choose();
    });
    node.addEventListener("keydown", (event) => {
      if (event.key === "Enter" || event.key === " ") {
        event.preventDefault();
        event.stopPropagation();
        choose();
      }
    });
  }
}

/** Renders the table into `root`. */
export function renderTable(root: HTMLElement, table: Table, page: PageState, handlers: TableHandlers): void {
  const { game } = table.kit;
  const { match } = table;
  const names = seatNames(table);
  const viewer = viewerOf(table);
  const covered = coveredFor(table);
  const over = isOver(match);
  const seat = seatToAct(table);
  const personToAct = seat !== undefined && table.seats[seat] === "person" && covered === undefined ? seat : undefined;
  const legal = personToAct === undefined ? [] : legalActions(match, personToAct);

  const view = playerView(match, viewer);
  const svg = table.kit.draw.picture({ view, viewer, names });
  const keys = new Map<string, number[]>();
  legal.forEach((action, i) => {
    const key = table.kit.draw.targetOf(action);
    if (key !== undefined) keys.set(key, [...(keys.get(key) ?? []), i]);
  });
  // The part of the picture each legal action belongs to (for the end-to-end test's checks).
  const regionOf = legal.map((action) => table.kit.draw.targetOf(action) as string | undefined);
  if (personToAct !== undefined) bindTargets(svg, keys, page, personToAct, handlers);

  const cover =
    covered === undefined
      ? undefined
      : h("div", { class: "cover", role: "dialog", "aria-modal": "true", "aria-labelledby": "cover-title", "data-testid": "cover" }, [
          h("h2", { id: "cover-title" }, [`Pass the screen to ${names[covered] ?? `Player ${covered + 1}`}`]),
          h("p", {}, ["Everyone else, look away: the next view shows this player's hand."]),
          h("button", { class: "primary", "data-testid": "reveal", onclick: () => handlers.reveal(covered), autofocus: true }, [`I am ${names[covered]}: show my view`]),
        ]);

  const shown = page.filter === undefined ? legal.map((_, i) => i) : (keys.get(page.filter) ?? []);
  const actions =
    personToAct === undefined
      ? h("p", { class: "waiting" }, [over ? "" : covered !== undefined ? "The screen is covered." : `${names[seat ?? 0] ?? ""} is thinking…`])
      : h("div", {}, [
          page.filter === undefined ? undefined : h("p", {}, [h("button", { onclick: () => handlers.filter(undefined) }, ["Show all actions"])]),
          h(
            "ol",
            { class: "actions", "aria-label": `Legal actions of ${names[personToAct]}` },
            shown.map((i) => h("li", {}, [h("button", { "data-testid": "legal-action", "data-index": String(i), "data-region": regionOf[i], onclick: () => handlers.act(personToAct, i) }, [game.describeAction(legal[i])])])),
          ),
        ]);

  const result = outcome(match);
  const log = logLines(table, viewer, names);
  const status = over ? "The game is over." : personToAct !== undefined ? `${names[personToAct]}: your move (${legal.length} legal action${legal.length === 1 ? "" : "s"}).` : covered !== undefined ? `Waiting for ${names[covered]}.` : `${names[seat ?? 0]} is thinking…`;
  // A delay given in the URL (?botDelay=100) joins the menu, so the menu shows the real delay.
  const delays = [...new Set([0, 250, 600, 1200, page.botDelay])].sort((a, b) => a - b);
  const delaySelect = h("select", { id: "bot-delay", onchange: (e: Event) => handlers.botDelay(Number((e.target as HTMLSelectElement).value)) }, delays.map((ms) => h("option", { value: String(ms), selected: ms === page.botDelay }, [ms === 0 ? "no delay" : `${ms} ms`])));

  document.body.dataset["length"] = String(match.length);
  document.body.dataset["over"] = String(over);
  root.replaceChildren(
    h("div", { class: "table" }, [
      h("section", { class: "picture", "aria-label": `${game.name}, as ${viewer === "spectator" ? "a spectator" : names[viewer]} sees it` }, [
        cover ?? svg,
        h("details", { class: "legend", open: legendOpen, ontoggle: (e: Event) => (legendOpen = (e.target as HTMLDetailsElement).open) }, [h("summary", {}, ["What the picture shows"]), h("p", {}, [table.kit.draw.legend])]),
      ]),
      h("aside", { class: "side" }, [
        h("p", { class: "status", role: "status", "aria-live": "polite" }, [status]),
        page.message === "" ? undefined : h("p", { class: "message", role: "alert" }, [page.message]),
        result === undefined ? undefined : outcomeSection(table, result, names),
        h("section", { id: "actions", "aria-labelledby": "actions-title" }, [h("h2", { id: "actions-title" }, ["Actions"]), actions]),
        h("div", { class: "tools" }, [
          h("button", { onclick: handlers.undo, "data-testid": "undo", disabled: match.length === 0 || covered !== undefined }, ["Undo my last move"]),
          h("button", { onclick: handlers.save, "data-testid": "save" }, ["Save (JSON file)"]),
          h("label", { for: "bot-delay" }, ["Bot delay"]),
          delaySelect,
        ]),
        h("p", { class: "position", "data-testid": "position" }, [
          // With several people, the seed would let one of them deal the game again elsewhere and see
          // the other's cards: it is shown once the game is over.
          `${game.name} — after ${match.length} action${match.length === 1 ? "" : "s"}${people(table).length >= 2 && !isOver(match) ? "" : `; seed ${match.seed}`}.`,
        ]),
        h("section", { class: "log", "aria-labelledby": "log-title" }, [
          h("h2", { id: "log-title" }, [`Log (${log.length})`]),
          h("ol", { "data-testid": "log", start: Math.max(1, log.length - 199) }, log.slice(-200).map((line) => h("li", {}, [line]))),
        ]),
      ]),
    ]),
  );
  const list = root.querySelector(".log ol");
  if (list !== null) list.scrollTop = list.scrollHeight;
}
