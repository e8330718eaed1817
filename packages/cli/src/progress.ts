/**
 * A small progress bar for terminals, drawn on one line that is rewritten in place, with the time
 * spent and an estimate of the time left.
 *
 * @module
 */

/**
 * A duration for people: `"42 s"`, `"3 min 05 s"`, `"1 h 02 min"`.
 *
 * @example
 * formatDuration(185_000); // "3 min 05 s"
 * @category Progress
 */
export function formatDuration(ms: number): string {
  const seconds = Math.max(0, Math.round(ms / 1000));
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes} min ${String(seconds % 60).padStart(2, "0")} s`;
  return `${Math.floor(minutes / 60)} h ${String(minutes % 60).padStart(2, "0")} min`;
}

/**
 * One line of a progress bar, without control characters: a label, the bar, the count and the
 * percentage; with `elapsedMs`, the time spent and (once something is done) an estimate of the
 * time left at the pace so far.
 *
 * @example
 * renderProgress("stash", 25, 100, 10); // "stash ███░░░░░░░  25/100  25%"
 * renderProgress("stash", 25, 100, 10, 3000); // "... 25/100  25%, 3 s so far, about 9 s left"
 * @category Progress
 */
export function renderProgress(label: string, done: number, total: number, width = 30, elapsedMs?: number): string {
  const fraction = total > 0 ? Math.min(Math.max(done / total, 0), 1) : 1;
  const filled = Math.round(fraction * width);
  const bar = `${"█".repeat(filled)}${"░".repeat(width - filled)}`;
  const count = `${done}/${total}`.padStart(2 * String(total).length + 1);
  const pct = `${Math.floor(fraction * 100)}%`.padStart(4);
  const line = `${label} ${bar} ${count} ${pct}`;
  if (elapsedMs === undefined) return line;
  const left = done > 0 && done < total ? `, about ${formatDuration((elapsedMs * (total - done)) / done)} left` : "";
  return `${line}, ${formatDuration(elapsedMs)} so far${left}`;
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
  /** Redraws the bar for `done` items finished (when the percentage changes, or a second has passed). */
  update(done: number): void;
  /** Erases the bar, leaving the cursor at the start of an empty line. */
  finish(): void;
}

/**
 * Starts a progress bar of `total` items, drawn with `write` (a terminal's stderr), with the time
 * spent and left read from `now` (milliseconds; `performance.now` by default). It redraws when
 * the percentage changes or at most once a second, so it costs little however many items there are.
 *
 * @example
 * const bar = progressBar("simulating stash", 1000, (s) => process.stderr.write(s));
 * for (let i = 1; i <= 1000; i++) bar.update(i);
 * bar.finish();
 * @category Progress
 */
export function progressBar(
  label: string,
  total: number,
  write: (text: string) => void,
  width = 30,
  now: () => number = () => performance.now(),
): ProgressBar {
  const start = now();
  let shownPercent = -1;
  let shownAt = Number.NEGATIVE_INFINITY;
  let drawn = false;
  return {
    update(done) {
      const pct = total > 0 ? Math.floor((100 * done) / total) : 100;
      const t = now();
      if (pct === shownPercent && done !== total && t - shownAt < 1000) return;
      shownPercent = pct;
      shownAt = t;
      write(`\r${renderProgress(label, done, total, width, t - start)}\u001b[K`);
      drawn = true;
    },
    finish() {
      if (drawn) write("\r\u001b[K");
      drawn = false;
    },
  };
}
