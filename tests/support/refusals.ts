/**
 * boardgame.io's refusal lines, caught for a test that sends bad moves on purpose (not a test file
 * itself). boardgame.io's reducer and server log each refused move with `console.error("ERROR:",
 * "invalid move: ...")` (or "disallowed move", "player not active", ...); in a test that means to send
 * refused moves, those lines are expected and only clutter the run's output.
 */
import { onTestFinished, vi } from "vitest";

/**
 * What boardgame.io logs when it refuses a move (its logger's `error`): a move the game refuses,
 * one it does not have, or one from a seat not to act (the server's master).
 */
const REFUSAL = /^(invalid move: |invalid move object: |disallowed move: |disallowed event: |player not active - )/;

/**
 * For the rest of the current test: `console.error` calls that are boardgame.io refusals are kept,
 * not printed; any other call goes through to the real `console.error` (so a real error is still
 * seen). Returns the refusals kept so far, each as "invalid move: act args: ...", for the test to
 * assert that the refusal it caused was logged. The spy is removed when the test ends.
 */
export function catchRefusals(): () => readonly string[] {
  const original = console.error.bind(console);
  const caught: string[] = [];
  const spy = vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    const [tag, message] = args;
    if (args.length === 2 && tag === "ERROR:" && typeof message === "string" && REFUSAL.test(message)) caught.push(message);
    else original(...args);
  });
  onTestFinished(() => spy.mockRestore());
  return () => [...caught];
}
