/**
 * Sweeps on a PostgreSQL job queue (issue 26): `laguna simulate|analyze --queue` coordinators and
 * `laguna worker --queue` processes of the built CLI against a real PostgreSQL. A simulation of
 * Walking in Burano, an analysis of Light Masters and a simulation of slow games played by three
 * workers, one of them killed with SIGKILL in the middle of a slow job, print what the local
 * `--workers 1` run prints (timings aside), with every game stored once; a coordinator stopped and started again with its run id
 * finishes the run; a module defect is stored and reported, not retried, and an analysis's report
 * of the other games lists its defects; a job of another rules
 * version is refused, and a job refused by every worker is sent again when its coordinator is
 * started again; two runs share one database without mixing.
 *
 * Needs a PostgreSQL: `LAGUNA_PG_URL` (`npm run test:queue` starts a throwaway one with
 * scripts/postgres.sh). Without it the test is skipped, with a message saying so. Needs the built
 * CLI (`npm run build -w @laguna/cli`).
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import PgBoss from "pg-boss";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";

const url = process.env.LAGUNA_PG_URL;
if (url === undefined || url === "") {
  console.warn("tests/cli/queue.test.ts: skipped, LAGUNA_PG_URL is not set (run `npm run test:queue`, which starts a throwaway PostgreSQL)");
}

const root = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
const bin = join(root, "packages", "cli", "bin", "laguna.js");
const endless = join(root, "tests", "fixtures", "modules", "endless.mjs");
const shortGames = join(root, "tests", "fixtures", "modules", "short-tic-tac-toe.mjs");
const slowGames = join(root, "tests", "fixtures", "modules", "slow-tic-tac-toe.mjs");

/** A running `laguna` process and what it has written so far. */
interface Run {
  readonly child: ChildProcess;
  readonly stdout: () => string;
  readonly stderr: () => string;
  readonly exited: Promise<number | null>;
}

const running: Run[] = [];

function laguna(args: readonly string[]): Run {
  const child = spawn(process.execPath, [bin, ...args], { cwd: root, stdio: ["ignore", "pipe", "pipe"] });
  let out = "";
  let err = "";
  child.stdout?.on("data", (chunk: Buffer) => (out += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (err += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  const run = { child, stdout: () => out, stderr: () => err, exited };
  running.push(run);
  return run;
}

/** Runs `laguna` to its end: exit code and output. */
async function finished(args: readonly string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const run = laguna(args);
  const code = await run.exited;
  return { code, stdout: run.stdout(), stderr: run.stderr() };
}

/** The text without its timings: a simulation's speed line. */
const untimed = (text: string): string => text.replace(/^ {2}speed .*$/m, "  speed (timing)");

let boss: PgBoss;
const sql = async <T>(text: string, values: unknown[] = []): Promise<T[]> => (await boss.getDb().executeSql(text, values)).rows as T[];

async function until(what: string, check: () => Promise<boolean>, seconds = 120): Promise<void> {
  for (let i = 0; i < seconds * 5; i++) {
    // Before a coordinator or worker has made the sweeps' tables, asking fails: not yet.
    if (await check().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`timed out waiting for ${what}`);
}

/** The games stored for a run, and how many distinct (job, game) keys: equal when nothing is doubled. */
async function stored(run: string): Promise<{ rows: number; jobs: number }> {
  const [row] = await sql<{ rows: number; jobs: number }>(`SELECT count(*)::int AS rows, count(DISTINCT job)::int AS jobs FROM laguna_sweeps.results WHERE run = $1`, [run]);
  return row ?? { rows: 0, jobs: 0 };
}

const QUEUE = ["--queue", url ?? "", "--job-timeout", "4"];

describe.skipIf(url === undefined || url === "")("sweeps on a PostgreSQL job queue", () => {
  beforeAll(async () => {
    boss = new PgBoss({ connectionString: url ?? "", supervise: false, schedule: false });
    await boss.start();
    // The database is the test's own (a throwaway cluster): start from no sweeps at all.
    await boss.getDb().executeSql("DROP SCHEMA IF EXISTS laguna_sweeps CASCADE", []);
    await boss.getDb().executeSql("DELETE FROM pgboss.job WHERE name = 'laguna-sweeps'", []);
  }, 60_000);

  // A test that fails half-way leaves its workers running, and they would take the next tests'
  // jobs: whatever a test started and left running is killed when it ends.
  afterEach(async () => {
    const left = running.splice(0).filter((run) => run.child.exitCode === null && run.child.signalCode === null);
    for (const run of left) run.child.kill("SIGKILL");
    await Promise.all(left.map((run) => run.exited));
  });

  afterAll(async () => {
    await boss.stop({ graceful: false, wait: true });
  });

  it("plays a simulation and an analysis on three workers, one killed mid-job, as the local run does, each game stored once", async () => {
    const simulateArgs = ["simulate", "walking-in-burano", "-n", "400", "-s", "11"];
    const analyzeArgs = ["analyze", "murano-light-masters", "-p", "2", "-n", "12", "-s", "5", "--variant", "short:roundLimit=4"];
    // Games of about a third of a second each, so that a job of five lasts well past the moment the test kills the worker playing it.
    const slowArgs = ["simulate", "--module", slowGames, "-n", "20", "-s", "7"];
    const [localSimulation, localAnalysis, localSlow] = await Promise.all([
      finished([...simulateArgs, "--workers", "1"]),
      finished([...analyzeArgs, "--workers", "1"]),
      finished([...slowArgs, "--workers", "1"]),
    ]);
    expect(localSimulation.code).toBe(0);
    expect(localAnalysis.code).toBe(0);
    expect(localSlow.code).toBe(0);

    const slow = laguna([...slowArgs, ...QUEUE, "--run", "slow", "--block", "5", "--job-timeout", "10"]);
    await until("the slow run on the queue", async () => (await sql(`SELECT id FROM pgboss.job WHERE name = 'laguna-sweeps' AND data->>'run' = 'slow'`)).length === 4);
    // The first worker alone takes a job; it is killed while it plays it (a job of the slow run
    // takes over a second and a half, the test looks every fifth of a second).
    const doomed = laguna(["worker", ...QUEUE.slice(0, 2)]);
    await until("a job in the first worker's hands", async () => (await sql(`SELECT id FROM pgboss.job WHERE name = 'laguna-sweeps' AND state = 'active'`)).length > 0);
    doomed.child.kill("SIGKILL");
    await doomed.exited;
    const [held] = await sql<{ run: string; job: number }>(`SELECT data->>'run' AS run, (data->>'job')::int AS job FROM pgboss.job WHERE name = 'laguna-sweeps' AND state = 'active'`);
    expect(held).toBeDefined();
    // It was killed before it stored the job's games.
    expect(await sql(`SELECT 1 FROM laguna_sweeps.results WHERE run = $1 AND job = $2`, [held?.run, held?.job])).toEqual([]);
    const simulation = laguna([...simulateArgs, ...QUEUE, "--run", "burano", "--block", "100", "--job-timeout", "10"]);
    const analysis = laguna([...analyzeArgs, ...QUEUE, "--run", "light-masters", "--block", "3", "--job-timeout", "10"]);
    const others = [laguna(["worker", ...QUEUE.slice(0, 2)]), laguna(["worker", ...QUEUE.slice(0, 2), "--workers", "2"])];
    const [slowed, simulated, analysed] = await Promise.all([slow.exited, simulation.exited, analysis.exited]);
    expect(slow.stderr()).toContain("20 of 20 games stored");
    expect(simulation.stderr()).toContain("400 of 400 games stored");
    expect([slowed, simulated, analysed]).toEqual([0, 0, 0]);
    expect(untimed(slow.stdout())).toBe(untimed(localSlow.stdout));
    expect(untimed(simulation.stdout())).toBe(untimed(localSimulation.stdout));
    expect(analysis.stdout()).toBe(localAnalysis.stdout);
    // Every game once: 20 slow, 400 simulated, 2 variants × 12 analysed; the killed worker's job was played again.
    expect(await stored("slow")).toEqual({ rows: 20, jobs: 4 });
    expect(await stored("burano")).toEqual({ rows: 400, jobs: 4 });
    expect(await stored("light-masters")).toEqual({ rows: 24, jobs: 8 });
    const indexes = await sql<{ index: number }>(`SELECT (record->>'index')::int AS index FROM laguna_sweeps.results WHERE run = 'burano' ORDER BY 1`);
    expect(indexes.map((r) => r.index)).toEqual(Array.from({ length: 400 }, (_, i) => i));
    // The killed worker's job was played again, by another worker.
    const [retried] = await sql<{ retries: number }>(`SELECT retry_count AS retries FROM pgboss.job WHERE name = 'laguna-sweeps' AND data->>'run' = $1 AND (data->>'job')::int = $2`, [held?.run, held?.job]);
    expect(retried?.retries).toBeGreaterThanOrEqual(1);
    const players = await sql<{ worker: string }>(`SELECT DISTINCT worker FROM laguna_sweeps.results WHERE run = $1 AND job = $2`, [held?.run, held?.job]);
    expect(players).toHaveLength(1);
    expect(players[0]?.worker).not.toMatch(new RegExp(`:${doomed.child.pid ?? "none"}$`));
    for (const worker of others) worker.child.kill("SIGTERM");
    expect(await Promise.all(others.map((w) => w.exited))).toEqual([0, 0]);
  }, 400_000);

  it("picks a stopped coordinator's run up again with its run id, and refuses that id for another run", async () => {
    const args = ["simulate", "stash", "-n", "200", "-s", "4", "-b", "greedy"];
    const local = await finished([...args, "--workers", "1"]);
    const first = laguna([...args, ...QUEUE, "--run", "stash-restart", "--block", "10"]);
    const worker = laguna(["worker", ...QUEUE.slice(0, 2)]);
    await until("some games stored", async () => (await stored("stash-restart")).rows >= 20);
    first.child.kill("SIGKILL");
    await first.exited;
    const again = await finished([...args, ...QUEUE, "--run", "stash-restart", "--block", "10"]);
    expect(again.code).toBe(0);
    expect(untimed(again.stdout)).toBe(untimed(local.stdout));
    expect(await stored("stash-restart")).toEqual({ rows: 200, jobs: 20 });
    // Each job was sent once, however often the coordinator started.
    const [jobs] = await sql<{ n: number }>(`SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'laguna-sweeps' AND data->>'run' = 'stash-restart'`);
    expect(jobs?.n).toBe(20);
    const other = await finished(["simulate", "stash", "-n", "200", "-s", "5", ...QUEUE, "--run", "stash-restart"]);
    expect(other.code).toBe(1);
    expect(other.stderr).toContain('the run "stash-restart" in this database is another run');
    worker.child.kill("SIGTERM");
    expect(await worker.exited).toBe(0);
  }, 300_000);

  it("stores a module defect, does not retry it, and names it", async () => {
    const worker = laguna(["worker", ...QUEUE.slice(0, 2)]);
    const run = await finished(["simulate", "--module", endless, "-n", "20", ...QUEUE, "--run", "endless", "--block", "10"]);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain("2 jobs of the run met a module defect");
    expect(run.stderr).toMatch(/job 0, game 0: Game 0 of the run with seed 1: endless-tic-tac-toe: the game did not end/);
    expect(run.stderr).toMatch(/job 1, game 10: Game 10 of the run with seed 1: endless-tic-tac-toe: the game did not end/);
    // The summary is of the games stored: none, every game being a defect.
    expect(run.stdout).toMatch(/^ {2}games +0$/m);
    const defects = await sql<{ job: number; kind: string }>(`SELECT job, kind FROM laguna_sweeps.defects WHERE run = 'endless' ORDER BY job`);
    expect(defects).toEqual([
      { job: 0, kind: "module-defect" },
      { job: 1, kind: "module-defect" },
    ]);
    const jobs = await sql<{ state: string; retries: number }>(`SELECT state, retry_count AS retries FROM pgboss.job WHERE name = 'laguna-sweeps' AND data->>'run' = 'endless'`);
    expect(jobs).toEqual([
      { state: "completed", retries: 0 },
      { state: "completed", retries: 0 },
    ]);
    worker.child.kill("SIGTERM");
    expect(await worker.exited).toBe(0);
  }, 300_000);

  it("reports an analysis whose jobs met module defects: the other games' report, listing each defect, in report.md, report.html and report.json, exit 1", async () => {
    // Games 7 and 10 of seed 2 take 9 actions, which the module says never happens; with blocks of 3, jobs 2 and 3 meet them.
    const args = ["analyze", "--module", shortGames, "-p", "2", "-n", "12", "-s", "2"];
    const local = await finished([...args, "--workers", "1"]);
    expect(local.code).toBe(1);
    expect(local.stderr).toContain('game 7 at 2 players, variant "default": short-tic-tac-toe: the game did not end');
    const worker = laguna(["worker", ...QUEUE.slice(0, 2)]);
    const out = mkdtempSync(join(tmpdir(), "laguna-queue-defects-"));
    const run = await finished([...args, ...QUEUE, "--run", "short-games", "--block", "3", "--out", out]);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain("2 jobs of the run met a module defect");
    expect(run.stderr).toContain('job 2, game 7: game 7 at 2 players, variant "default": short-tic-tac-toe: the game did not end');
    expect(run.stderr).toContain('job 3, game 10: game 10 at 2 players, variant "default": short-tic-tac-toe: the game did not end');
    // Jobs 0 and 1 whole, and the games before each defect (6 and 9): 8 games, each stored once.
    expect(await stored("short-games")).toEqual({ rows: 8, jobs: 4 });
    const json = JSON.parse(readFileSync(join(out, "report.json"), "utf8")) as { partial: boolean; cells: { games: number }[]; defects: unknown[] };
    expect(json.partial).toBe(true);
    expect(json.cells.map((c) => c.games)).toEqual([8]);
    const message = (game: number) => `game ${game} at 2 players, variant "default": short-tic-tac-toe: the game did not end`;
    expect(json.defects).toEqual([
      { job: 2, players: 2, variant: "default", restricted: null, game: 7, message: expect.stringContaining(message(7)) as unknown },
      { job: 3, players: 2, variant: "default", restricted: null, game: 10, message: expect.stringContaining(message(10)) as unknown },
    ]);
    const markdown = readFileSync(join(out, "report.md"), "utf8");
    expect(markdown).toContain("## Module defects");
    expect(markdown).toMatch(/^\| 2 \| 2 \| default \| 7 \| game 7 at 2 players/m);
    expect(markdown).toMatch(/^\| 3 \| 2 \| default \| 10 \| game 10 at 2 players/m);
    expect(run.stdout).toBe(markdown);
    const html = readFileSync(join(out, "report.html"), "utf8");
    expect(html).toContain("<h2>Module defects</h2>");
    expect(html).toContain("<tr><td>3</td><td>2</td><td>default</td><td>10</td><td>game 10 at 2 players, variant &quot;default&quot;: short-tic-tac-toe: the game did not end");
    worker.child.kill("SIGTERM");
    expect(await worker.exited).toBe(0);
  }, 300_000);

  it("refuses a job of another rules version, noting why, and leaves it to other workers", async () => {
    const task = { game: "tic-tac-toe", from: 0, to: 5, options: { games: 5, players: 2, seed: 1 } };
    await sql(`INSERT INTO laguna_sweeps.runs (run, spec, jobs, games) VALUES ('old-rules', '{}'::jsonb, 1, 5)`);
    await boss.send("laguna-sweeps", { run: "old-rules", job: 0, game: "tic-tac-toe", version: "0.0.1", games: 5, task }, { retryLimit: 0 });
    const worker = laguna(["worker", ...QUEUE.slice(0, 2)]);
    await until("the job failed", async () => (await sql(`SELECT 1 FROM pgboss.job WHERE name = 'laguna-sweeps' AND data->>'run' = 'old-rules' AND state = 'failed'`)).length === 1);
    const refusals = await sql<{ message: string }>(`SELECT message FROM laguna_sweeps.refusals WHERE run = 'old-rules'`);
    expect(refusals).toEqual([{ message: "the job is of tic-tac-toe rules 0.0.1, and this laguna has rules 1.0.0" }]);
    expect(await stored("old-rules")).toEqual({ rows: 0, jobs: 0 });
    worker.child.kill("SIGTERM");
    expect(await worker.exited).toBe(0);
  }, 120_000);

  it("sends a job every worker refused again when its coordinator is started again, and finishes the run", async () => {
    // A user's module whose rules version the test changes between the coordinator and the workers.
    const module = join(root, "tests", "fixtures", "modules", `.queue-rules-${process.pid}.mjs`);
    const rules = (version: string): void =>
      writeFileSync(module, `import { ticTacToe } from "@laguna/examples";\nexport const game = { ...ticTacToe, id: "versioned-tic-tac-toe", version: "${version}" };\n`);
    try {
      rules("1.0.0");
      const args = ["simulate", "--module", module, "-n", "10", "-s", "3"];
      const local = await finished([...args, "--workers", "1"]);
      expect(local.code).toBe(0);
      const first = laguna([...args, ...QUEUE, "--run", "upgraded", "--block", "10"]);
      await until("the run's job on the queue", async () => (await sql(`SELECT 1 FROM pgboss.job WHERE name = 'laguna-sweeps' AND data->>'run' = 'upgraded'`)).length === 1);
      // Workers of other rules: every try of the job is refused, and the coordinator gives up on it.
      rules("2.0.0");
      const old = laguna(["worker", ...QUEUE.slice(0, 2)]);
      expect(await first.exited).toBe(1);
      expect(first.stderr()).toContain("job 0 was refused by every worker that took it");
      expect(first.stderr()).toMatch(/the\s+job\s+is\s+of\s+versioned-tic-tac-toe\s+rules\s+1\.0\.0,\s+and\s+this\s+laguna\s+has\s+rules\s+2\.0\.0/);
      old.child.kill("SIGTERM");
      expect(await old.exited).toBe(0);
      // The workers are of the run's rules again: the coordinator started again sends the job again, and the run finishes.
      rules("1.0.0");
      const fit = laguna(["worker", ...QUEUE.slice(0, 2)]);
      const again = await finished([...args, ...QUEUE, "--run", "upgraded", "--block", "10"]);
      expect(again.code).toBe(0);
      expect(untimed(again.stdout)).toBe(untimed(local.stdout));
      expect(await stored("upgraded")).toEqual({ rows: 10, jobs: 1 });
      expect(await sql(`SELECT 1 FROM laguna_sweeps.refusals WHERE run = 'upgraded'`)).toEqual([]);
      fit.child.kill("SIGTERM");
      expect(await fit.exited).toBe(0);
    } finally {
      rmSync(module, { force: true });
    }
  }, 300_000);

  it("keeps two runs sharing one database apart", async () => {
    const a = ["simulate", "tic-tac-toe", "-n", "300", "-s", "21"];
    const b = ["simulate", "tic-tac-toe", "-n", "200", "-s", "22"];
    const [localA, localB] = await Promise.all([finished([...a, "--workers", "1"]), finished([...b, "--workers", "1"])]);
    const workers = [laguna(["worker", ...QUEUE.slice(0, 2)]), laguna(["worker", ...QUEUE.slice(0, 2)])];
    const [runA, runB] = await Promise.all([finished([...a, ...QUEUE, "--run", "alice"]), finished([...b, ...QUEUE, "--run", "bob"])]);
    expect(untimed(runA.stdout)).toBe(untimed(localA.stdout));
    expect(untimed(runB.stdout)).toBe(untimed(localB.stdout));
    expect(await stored("alice")).toEqual({ rows: 300, jobs: 12 });
    expect(await stored("bob")).toEqual({ rows: 200, jobs: 8 });
    for (const worker of workers) worker.child.kill("SIGTERM");
    expect(await Promise.all(workers.map((w) => w.exited))).toEqual([0, 0]);
  }, 300_000);
});
