/**
 * The playground's entry point: the new-game form, then the table; bots move after a short delay.
 * URL parameters (for demos and tests): `botDelay=<ms>`.
 *
 * @module
 */
import { isOver } from "@laguna/core";
import * as either from "fp-ts/lib/Either.js";
import { newGameForm } from "./controls";
import { h } from "./dom";
import { chooseBotAction } from "./bot-runner";
import { type Table, loadTable, newTable, reveal, saveTable, seatToAct, takeAction, undoLastPersonMove } from "./session";
import { type PageState, renderTable } from "./table-view";
import "./style.css";

const app = document.getElementById("app") as HTMLElement;
const params = new URLSearchParams(location.search);
const delayParam = Number(params.get("botDelay"));

let table: Table | undefined;
let page: PageState = { filter: undefined, message: "", botDelay: params.has("botDelay") && Number.isFinite(delayParam) && delayParam >= 0 ? delayParam : 600 };
let generation = 0;
let timer: ReturnType<typeof setTimeout> | undefined;
let keyboardFocus = false;

const setupPanel = h("details", { class: "setup", open: true }, [h("summary", {}, ["New game"])]);
const formSlot = h("div");
setupPanel.append(formSlot);
const tableSlot = h("div", { class: "table-slot" });
app.replaceChildren(setupPanel, tableSlot);

/** Shows a new table (or the same one changed), then lets a bot move if one is to. */
function show(next: Table | undefined, message = ""): void {
  table = next;
  page = { ...page, filter: undefined, message };
  render();
}

function render(): void {
  if (table === undefined) {
    tableSlot.replaceChildren();
    return;
  }
  // Keyboard users keep their place: when the page is re-drawn while they were working in it
  // (a focused control showing the keyboard focus ring), the focus moves to the first legal action
  // (or the cover's button) as soon as there is one, instead of falling back to the page.
  const active = document.activeElement;
  if (active instanceof HTMLElement && tableSlot.contains(active)) keyboardFocus = active.matches(":focus-visible");
  renderTable(tableSlot, table, page, handlers);
  if (keyboardFocus) tableSlot.querySelector<HTMLElement>('[data-testid="legal-action"], [data-testid="reveal"]')?.focus();
  scheduleBot();
}

function scheduleBot(): void {
  if (timer !== undefined) clearTimeout(timer);
  timer = undefined;
  const current = table;
  const mine = ++generation; // anything that changes the table makes a pending bot answer stale
  if (current === undefined || isOver(current.match)) return;
  const seat = seatToAct(current);
  if (seat === undefined || current.bots[seat] === undefined) return;
  timer = setTimeout(() => {
    timer = undefined;
    void botsPlay(current, mine);
  }, page.botDelay);
}

/**
 * The bots to act play (in the worker, see bot-runner.ts); with no delay, they play on without
 * re-drawing the page in between, for up to 100 ms.
 */
async function botsPlay(start: Table, mine: number): Promise<void> {
  const until = page.botDelay === 0 ? performance.now() + 100 : 0;
  let next = start;
  do {
    const seat = seatToAct(next);
    if (seat === undefined || next.bots[seat] === undefined) break;
    let index: number;
    try {
      index = await chooseBotAction(next, seat);
    } catch (e) {
      if (mine === generation) show(next, `The bot of Player ${seat + 1} failed: ${e instanceof Error ? e.message : String(e)}`);
      return;
    }
    if (mine !== generation) return;
    const stepped = takeAction(next, seat, index);
    if (either.isLeft(stepped)) {
      show(next, `The bot failed: ${stepped.left.message}`);
      return;
    }
    next = stepped.right;
  } while (!isOver(next.match) && performance.now() < until);
  show(next);
}

const handlers = {
  act: (seat: number, index: number) => {
    if (table === undefined) return;
    const next = takeAction(table, seat, index);
    if (either.isLeft(next)) show(table, next.left.message);
    else show(next.right);
  },
  filter: (key: string | undefined) => {
    page = { ...page, filter: key };
    render();
  },
  undo: () => {
    if (table === undefined) return;
    const back = undoLastPersonMove(table);
    if (either.isLeft(back)) show(table, `Cannot undo: ${back.left}`);
    else show(back.right, `Took back ${table.match.length - back.right.match.length} action(s).`);
  },
  save: () => {
    if (table === undefined) return;
    const blob = new Blob([saveTable(table)], { type: "application/json" });
    const url = URL.createObjectURL(blob);
    const link = h("a", { href: url, download: `${table.kit.game.id}-after-${table.match.length}-actions.json` });
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
    page = { ...page, message: "Saved: the file is in your downloads." };
    render();
  },
  reveal: (seat: number) => {
    if (table === undefined) return;
    show(reveal(table, seat));
  },
  botDelay: (ms: number) => {
    page = { ...page, botDelay: ms };
    render();
  },
};

newGameForm(
  formSlot,
  {
    start: (game) => {
      generation++;
      const created = newTable(game.kit, game.seats, game.config, game.seed);
      if (either.isLeft(created)) {
        tableSlot.replaceChildren(h("p", { class: "message", role: "alert", "data-testid": "setup-error" }, [created.left.message]));
        table = undefined;
        return;
      }
      setupPanel.open = false;
      show(created.right);
    },
    load: (text, name) => {
      generation++;
      const loaded = loadTable(text);
      if (either.isLeft(loaded)) {
        page = { ...page, message: `Could not load ${name}: ${loaded.left}` };
        if (table !== undefined) render();
        else tableSlot.replaceChildren(h("p", { class: "message", role: "alert" }, [page.message]));
        return;
      }
      setupPanel.open = false;
      show(loaded.right, `Loaded ${name}: ${loaded.right.kit.game.name}, after ${loaded.right.match.length} actions.`);
    },
  },
  Math.floor(Math.random() * 1_000_000),
);
