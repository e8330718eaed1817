/**
 * The packets of the socket fuzz test (socket-fuzz.test.ts): a fixed list that every run sends
 * (every `Object.prototype` name as a move and as an event, the match ids that ended a FlatFile
 * server, unknown events), then seeded random packets of every kind boardgame.io 0.50's socket
 * protocol has (`update` with each action type, `sync`, `chat`, and events it does not have), with
 * ids of every JSON type, wrong arities and acknowledgement callbacks.
 *
 * A packet is a recipe, resolved when it is sent against what the server holds then (the seat to
 * act, the state ID, a legal action), so that a run with the same seed sends the same packets.
 */
import fc from "fast-check";

/** Every name `Object.prototype` has (`constructor`, `__proto__`, `hasOwnProperty`, `toString`...). */
export const PROTOTYPE_NAMES: readonly string[] = Object.getOwnPropertyNames(Object.prototype);

/** boardgame.io's event names, which the Laguna games turn off for clients. */
const EVENT_NAMES = ["endTurn", "pass", "endPhase", "setPhase", "endGame", "setActivePlayers", "endStage", "setStage"];

/** boardgame.io's action types (the reducer's), and some it does not have. */
const ACTION_TYPES = ["MAKE_MOVE", "GAME_EVENT", "PATCH", "UPDATE", "SYNC", "RESET", "UNDO", "REDO", "PLUGIN", "STRIP_TRANSIENTS", "make_move", "", ...PROTOTYPE_NAMES];

/** Socket events boardgame.io's server does not listen to (some it sends to clients). */
const OTHER_EVENTS = ["patch", "matchData", "updates", "Update", "sync ", "error", "message", ...PROTOTYPE_NAMES];

/** Who sends a packet: a seat's socket (synced with its real credentials), the spectator's, or one that never synced. */
export type Sender = { readonly kind: "seat"; readonly seat: number } | { readonly kind: "actor" } | { readonly kind: "spectator" } | { readonly kind: "anonymous" };

/** A value that stands for something known only when the packet is sent (the sender's own match id...). */
export type Slot = { readonly slot: "matchID" | "otherMatchID" | "unjoinedMatchID" | "playerID" | "otherPlayerID" | "credentials" | "otherCredentials" | "stateID" | "legalAction" };

/** A part of a packet: JSON, a slot, or one of these built of them. */
export type Part = Slot | null | boolean | number | string | readonly Part[] | { readonly [key: string]: Part };

/** One packet to send: its socket event and arguments (parts), from whom, to which match, and how to send it. */
export interface Recipe {
  /** What the packet tries, for the failure message. */
  readonly label: string;
  /** The match whose sockets send it. */
  readonly match: "stash" | "sealed-bids";
  readonly sender: Sender;
  /** The socket event and its arguments. */
  readonly packet: readonly Part[];
  /** Sent with a socket.io acknowledgement callback (which adds a function to the arguments the server sees). */
  readonly ack?: boolean;
  /** An honest move: a legal action of the sender's seat, which must be played. */
  readonly honest?: boolean;
}

const slot = (name: Slot["slot"]): Slot => ({ slot: name });

/** A move (MAKE_MOVE) or event (GAME_EVENT) as an honest client sends it, but for its name and arguments. */
function action(type: "MAKE_MOVE" | "GAME_EVENT", name: Part, args: Part): Part {
  return { type, payload: { type: name, args, playerID: slot("playerID"), credentials: slot("credentials") } };
}

/** An `update` packet as an honest client sends it, around this action. */
function update(sent: Part): Part[] {
  return ["update", sent, slot("stateID"), slot("matchID"), slot("playerID")];
}

/**
 * The packets every run sends: the seat to act sends every `Object.prototype` name as a move and
 * as an event (in each game), a move named `__proto__` with arguments, unknown events, moves
 * `act` the rules refuse (an unknown action, two actions); anyone
 * sends an `update`, a `sync` and a `chat` for the match ids that ended a FlatFile server; a
 * socket syncs to a match nobody has joined as seat `__proto__` and `constructor`.
 */
export function fixedRecipes(): Recipe[] {
  const recipes: Recipe[] = [];
  for (const match of ["stash", "sealed-bids"] as const) {
    for (const name of PROTOTYPE_NAMES) {
      recipes.push({ label: `move ${name}`, match, sender: { kind: "actor" }, packet: update(action("MAKE_MOVE", name, [slot("legalAction")])) });
      recipes.push({ label: `event ${name}`, match, sender: { kind: "actor" }, packet: update(action("GAME_EVENT", name, [])) });
    }
    for (const name of ["nope", "", ...EVENT_NAMES]) recipes.push({ label: `event "${name}"`, match, sender: { kind: "actor" }, packet: update(action("GAME_EVENT", name, [])) });
    recipes.push({ label: "move __proto__ with arguments", match, sender: { kind: "actor" }, packet: update(action("MAKE_MOVE", "__proto__", [{ forged: "entry" }, 7])) });
    // Moves the rules refuse, from the seat to act on the current state: boardgame.io broadcast the unchanged state for each.
    recipes.push({ label: "a move act the rules refuse", match, sender: { kind: "actor" }, packet: update(action("MAKE_MOVE", "act", [{ type: "no-such-action" }])) });
    recipes.push({ label: "a move act with two actions", match, sender: { kind: "actor" }, packet: update(action("MAKE_MOVE", "act", [slot("legalAction"), slot("legalAction")])) });
    recipes.push({ label: "an honest move", match, sender: { kind: "actor" }, packet: update(action("MAKE_MOVE", "act", [slot("legalAction")])), honest: true });
  }
  for (const id of ["constructor", "__proto__", null, 42, "toString", "hasOwnProperty", ""] as const) {
    const move = { type: "MAKE_MOVE", payload: { type: "act", args: [], playerID: "0" } };
    recipes.push({ label: `update to match id ${JSON.stringify(id)}`, match: "stash", sender: { kind: "anonymous" }, packet: ["update", move, 0, id, "0"] });
    recipes.push({ label: `sync to match id ${JSON.stringify(id)}`, match: "stash", sender: { kind: "anonymous" }, packet: ["sync", id, null, null, 2] });
    recipes.push({ label: `chat to match id ${JSON.stringify(id)}`, match: "stash", sender: { kind: "anonymous" }, packet: ["chat", id, { id: "x", sender: "0", payload: "hi" }, null] });
  }
  for (const playerID of ["__proto__", "constructor", "toString", "", "00", " 0"]) {
    recipes.push({ label: `sync as seat ${JSON.stringify(playerID)} to a match nobody joined`, match: "stash", sender: { kind: "anonymous" }, packet: ["sync", slot("unjoinedMatchID"), playerID, null, 2] });
  }
  return recipes;
}

/** Ids of every JSON type: the real ones, prototype names, and odd values. */
const anyId: fc.Arbitrary<Part> = fc.oneof(
  fc.constantFrom<Part>(slot("matchID"), slot("otherMatchID"), slot("unjoinedMatchID"), slot("playerID"), slot("otherPlayerID"), slot("stateID")),
  fc.constantFrom<Part>(...PROTOTYPE_NAMES, "", "0", "1", "2", "00", "-1", "default", null, true, false, 0, 1, -1, 1.5, 42, 1e308, [], ["0"], {}, { matchID: "x" }),
  fc.jsonValue({ maxDepth: 2 }) as fc.Arbitrary<Part>,
);

/** Random JSON arguments, some built of the sender's own ids and legal action. */
const anyArgs: fc.Arbitrary<Part> = fc.oneof(
  fc.constant<Part>([slot("legalAction")]),
  fc.constant<Part>([slot("legalAction"), slot("legalAction")]),
  fc.array(fc.jsonValue({ maxDepth: 3 }) as fc.Arbitrary<Part>, { maxLength: 3 }),
  fc.jsonValue({ maxDepth: 3 }) as fc.Arbitrary<Part>,
);

const anyMoveName: fc.Arbitrary<Part> = fc.oneof(fc.constantFrom<Part>("act", "Act", "act ", "", ...PROTOTYPE_NAMES, ...EVENT_NAMES), anyId);
const anyEventName: fc.Arbitrary<Part> = fc.oneof(fc.constantFrom<Part>(...EVENT_NAMES, "nope", "", "act", ...PROTOTYPE_NAMES), anyId);

/** A change to an honest-looking packet: one field set to something else. */
type Mutation = (packet: Part[]) => Part[];

const withField = (value: Part, at: number, key?: string, inPayload = false): Mutation => (packet) => {
  const copy = [...packet];
  if (key === undefined) {
    copy[at] = value;
    return copy;
  }
  const target = copy[at] as { [key: string]: Part };
  if (!inPayload) copy[at] = { ...target, [key]: value };
  else copy[at] = { ...target, payload: { ...(target.payload as { [key: string]: Part }), [key]: value } };
  return copy;
};

const anyMutation: fc.Arbitrary<Mutation> = fc.oneof(
  fc.constant<Mutation>((p) => p),
  anyId.map((v) => withField(v, 2)), // the state ID
  anyId.map((v) => withField(v, 3)), // the match ID
  anyId.map((v) => withField(v, 4)), // the socket's seat
  anyId.map((v) => withField(v, 1, "playerID", true)), // the action's seat
  fc.constantFrom<Part>(slot("otherCredentials"), null, "", 0, {}, "x").map((v) => withField(v, 1, "credentials", true)),
  fc.jsonValue({ maxDepth: 1 }).map((v) => withField(v as Part, 1, "extra", true)),
  fc.jsonValue({ maxDepth: 1 }).map((v) => withField(v as Part, 1, "extra")),
  anyId.map((v) => withField(v, 1, "payload")),
  fc.constant<Mutation>((p) => p.slice(0, -1)),
  anyId.map((v) => (p: Part[]) => [...p, v]),
  anyId.map((v) => withField(v, 1)),
);

const anySender: fc.Arbitrary<Sender> = fc.constantFrom<Sender>({ kind: "seat", seat: 0 }, { kind: "seat", seat: 1 }, { kind: "actor" }, { kind: "actor" }, { kind: "spectator" }, { kind: "anonymous" });

/** A random packet of one of boardgame.io's kinds, or of none. */
const anyRecipe: fc.Arbitrary<Recipe> = fc
  .record({
    match: fc.constantFrom<"stash" | "sealed-bids">("stash", "sealed-bids"),
    sender: anySender,
    ack: fc.integer({ min: 0, max: 3 }).map((n) => n === 0), // one in four
    shape: fc.oneof(
      { weight: 3, arbitrary: fc.tuple(anyMoveName, anyArgs, anyMutation).map(([name, args, mutate]) => ({ label: "move", packet: mutate(update(action("MAKE_MOVE", name, args))) })) },
      { weight: 2, arbitrary: fc.tuple(anyEventName, anyArgs, anyMutation).map(([name, args, mutate]) => ({ label: "event", packet: mutate(update(action("GAME_EVENT", name, args))) })) },
      {
        weight: 2,
        arbitrary: fc
          .tuple(fc.constantFrom(...ACTION_TYPES), fc.jsonValue({ maxDepth: 2 }), anyMutation)
          .map(([type, extra, mutate]) => ({ label: `action ${type}`, packet: mutate(update({ type, state: extra as Part, patch: [{ op: "copy", from: "/G", path: "/ctx/leak" }], payload: { type: "act", args: [slot("legalAction")], playerID: slot("playerID"), credentials: slot("credentials") } })) })),
      },
      {
        weight: 2,
        arbitrary: fc
          .tuple(anyId, fc.oneof(anyId, fc.constant<Part>(null)), fc.constantFrom<Part>(slot("credentials"), null, "", 0), fc.oneof(fc.constant<Part>(2), anyId), fc.integer({ min: 1, max: 6 }))
          .map(([matchID, playerID, credentials, numPlayers, arity]) => ({ label: "sync", packet: ["sync", matchID, playerID, credentials, numPlayers, "extra"].slice(0, arity) as Part[] })),
      },
      {
        weight: 1,
        arbitrary: fc
          .tuple(anyId, fc.oneof(fc.constant<Part>({ id: "m", sender: slot("playerID"), payload: "hello" }), fc.jsonValue({ maxDepth: 2 }) as fc.Arbitrary<Part>), fc.constantFrom<Part>(slot("credentials"), null, 5), fc.integer({ min: 1, max: 5 }))
          .map(([matchID, message, credentials, arity]) => ({ label: "chat", packet: ["chat", matchID, message, credentials, "extra"].slice(0, arity) as Part[] })),
      },
      { weight: 1, arbitrary: fc.tuple(fc.constantFrom(...OTHER_EVENTS), fc.array(anyId, { maxLength: 4 })).map(([event, args]) => ({ label: `event "${event}"`, packet: [event, ...args] })) },
    ),
  })
  .map(({ match, sender, ack, shape }) => ({ label: `random ${shape.label}`, match, sender, packet: shape.packet, ...(ack ? { ack } : {}) }));

/** An honest move of a seat (which the server must play when that seat may act). */
const honestRecipe: fc.Arbitrary<Recipe> = fc.constantFrom<"stash" | "sealed-bids">("stash", "sealed-bids").map((match) => ({
  label: "an honest move",
  match,
  sender: { kind: "actor" },
  packet: update(action("MAKE_MOVE", "act", [slot("legalAction")])),
  honest: true,
}));

/** `count` random packets for this seed, one in six an honest move (so that the matches go on). */
export function randomRecipes(seed: number, count: number): Recipe[] {
  return fc.sample(fc.oneof({ weight: 5, arbitrary: anyRecipe }, { weight: 1, arbitrary: honestRecipe }), { seed, numRuns: count });
}
