/**
 * Either helpers shared by every test folder (not a test file itself).
 */
import { either } from "fp-ts";

/** The Right of an Either, or a thrown error that shows the Left (so a test fails readably). */
export function right<E, A>(result: either.Either<E, A>): A {
  if (either.isLeft(result)) throw new Error(`expected Right, got Left: ${JSON.stringify(result.left)}`);
  return result.right;
}

/** The Left of an Either, or a thrown error when it is a Right. */
export function left<E, A>(result: either.Either<E, A>): E {
  if (either.isRight(result)) throw new Error("expected Left, got Right");
  return result.left;
}
