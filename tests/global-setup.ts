/**
 * Runs once before any test file: builds the `laguna` command if its sources are newer than its
 * dist/ (after a fresh `npm ci`). Test files run side by side, one per CPU, and two of them
 * building at once would each delete the other's output.
 */
import { ensureBuiltBin } from "./support/built-bin";

export default function setup(): void {
  ensureBuiltBin();
}
