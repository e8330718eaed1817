/**
 * A small progress bar for terminals, drawn on one line that is rewritten in place.
 *
 * @module
 */

/**
 * One line of a progress bar, without control characters: a label, the bar, the count and the
 * percentage.
 *
 * @example
 * renderProgress("stash", 25, 100, 10); // "stash [██▌       ] 25/100  25%" (roughly)
 * @category Progress
 */
export function renderProgress(label: string, done: number, total: number, width = 30): string {
  const fraction = total > 0 ? Math.min(Math.max(done / total, 0), 1) : 1;
  const filled = Math.round(fraction * width);
  const bar = `${"█".repeat(filled)}${"░".repeat(width - filled)}`;
  const count = `${done}/${total}`.padStart(2 * String(total).length + 1);
  const pct = `${Math.floor(fraction * 100)}%`.padStart(4);
  return `${label} ${bar} ${count} ${pct}`;
}

/**
 * A progress bar being drawn.
 *
 * @example
 * const bar: ProgressBar = progressBar("simulating", 100, (s) => process.stderr.write(s));
 * bar.update(50);
 * bar.finish();
 * @category Progress
 */
export interface ProgressBar {
  /** Redraws the bar for `done` items finished (only when the drawn line changes by a percent). */
  update(done: number): void;
  /** Erases the bar, leaving the cursor at the start of an empty line. */
  finish(): void;
}

/**
 * Starts a progress bar of `total` items, drawn with `write` (a terminal's stderr). It redraws at
 * most once per percent, so it costs little however many items there are.
 *
 * @example
 * const bar = progressBar("simulating stash", 1000, (s) => process.stderr.write(s));
 * for (let i = 1; i <= 1000; i++) bar.update(i);
 * bar.finish();
 * @category Progress
 */
export function progressBar(label: string, total: number, write: (text: string) => void, width = 30): ProgressBar {
  let shownPercent = -1;
  let drawn = false;
  const draw = (done: number) => {
    write(`\r${renderProgress(label, done, total, width)}\u001b[K`);
    drawn = true;
  };
  return {
    update(done) {
      const pct = total > 0 ? Math.floor((100 * done) / total) : 100;
      if (pct === shownPercent && done !== total) return;
      shownPercent = pct;
      draw(done);
    },
    finish() {
      if (drawn) write("\r\u001b[K");
      drawn = false;
    },
  };
}
