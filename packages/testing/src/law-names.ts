/**
 * The laws by name: their order and numbers, what each demands, and the error a broken one throws.
 *
 * @module
 */
/**
 * The laws, in the order of the issue that defines them.
 *
 * @example
 * LAWS[3]; // "purity"
 * @category Laws
 */
export const LAWS = [
  "codec",
  "turn",
  "legality",
  "purity",
  "replay",
  "termination",
  "secrecy",
  "invariants",
  "outcome",
  "reveal",
  "redraw",
] as const;

/**
 * The name of one law.
 *
 * @example
 * const law: LawName = "secrecy";
 * @category Laws
 */
export type LawName = (typeof LAWS)[number];

/**
 * What each law demands, in one sentence.
 *
 * @example
 * console.log(LAW_DESCRIPTIONS.replay);
 * @category Laws
 */
export const LAW_DESCRIPTIONS: Readonly<Record<LawName, string>> = {
  codec: "every state and view passes its codec and survives a JSON round trip unchanged",
  turn: "exactly the acting players have legal actions, none once the game is over, at least one before, and no duplicates",
  legality: "legal actions are accepted (a sample of up to legalSample in each state, 8 by default); every other action is refused with an error (well-formed ones too: actions legal in other states of the run, and actions built from the action codec's own shapes) and every malformed input (unknown fields at any depth, prototypes, getters, Proxies, deep nesting) as invalid input, without throwing, leaving the state untouched",
  purity: "no module function mutates its input (every state is deep-frozen before any function sees it, the engine's own states too), reads the clock or the host's chance (Math.random, Date.now, new Date(), performance.now, crypto), or gives different results for the same input",
  replay: "the same config, seed and log rebuild the identical state, also through save and load, and undo at every undoable step gives back the state before it",
  termination: "random play ends within the module's declared maximum number of actions, and no state comes back (a loop, found in play or by a return-seeking search, that could be repeated for ever); a config with no finite maximum is played to the law kit's step limit instead, counted as unfinished, searched for loops too (unless the options say cycles are part of its rules), and does not end in practice if more of its games are cut than the share its rules explain (5 % unless the options state another)",
  secrecy: "a viewer's view does not change when what the viewer may not know is re-drawn, and never holds the generator state; the log hides from a viewer which of two actions it cannot tell apart was taken, and what redact writes for a viewer does not depend on what that viewer may not know",
  invariants: "the module's own invariants and its checkState hold in every state and over every step",
  outcome: "a finished game has one score per seat and a ranking consistent with its scores and tie-breaks; an unfinished one has no outcome",
  reveal: "a step that changes what some seat could know (its view after the step differs when what it could not see before is re-drawn) cannot be undone",
  redraw: "every re-drawn state (redrawHidden) passes the state codec, the module's checkState and invariants (on a state re-drawn for one viewer on about every other step, chosen by a hash of the step), and keeps what is public: the spectator's view does not change when what a seat cannot see is re-drawn; given the hidden zones (hiddenZones), re-draws keep each zone's size and known cards and vary its other cards whenever they can be dealt in more than one way",
};

/**
 * A broken law: thrown inside a run, reported by {@link runGameLaws}.
 *
 * @example
 * throw new LawViolation("purity", "apply mutated its input state");
 * @category Laws
 */
export class LawViolation extends Error {
  /** The law that was broken. */
  readonly law: LawName;
  /** The step of the generated game at which it broke (actions taken before it), when known. */
  step: number | undefined;
  constructor(law: LawName, message: string, step?: number) {
    super(`law ${LAWS.indexOf(law) + 1} (${law}) broken: ${message}`);
    this.name = "LawViolation";
    this.law = law;
    this.step = step;
  }
}

/** Throws the violation of a law (inside a run, caught and reported by the runner). */
export function fail(law: LawName, message: string): never {
  throw new LawViolation(law, message);
}
