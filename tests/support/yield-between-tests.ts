/**
 * A setup file of every test file (vitest.config.ts, `setupFiles`; not a test file itself): lets
 * the event loop run before each test. vitest runs a file's tests one after another with no turn
 * of the event loop in between, and its worker waits at most 60 s for each answer to its reports:
 * synchronous tests that run back to back for a minute on a busy machine fail the run with
 * "[vitest-worker]: Timeout calling onTaskUpdate" though each test passed. With this, only a
 * single test's own synchronous stretch counts.
 */
import { beforeEach } from "vitest";

beforeEach(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
