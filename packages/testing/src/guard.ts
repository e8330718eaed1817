/**
 * The guarded call: module code run for a law, what it throws reported under that law (or under
 * purity, for a write into a frozen input), and the purity guard over the host's clock and chance.
 *
 * @module
 */
import { deepEqual, describeThrown } from "@laguna/core";
import { type LawName, LawViolation, fail } from "./law-names";

/**
 * Replaces the sources of time and chance while module code runs (a game's run is synchronous, so
 * nothing else runs meanwhile), recording any call: `Math.random`, `Date.now`, `new Date()` and
 * `Date()` (the current time; a `Date` of a given time is left alone), `performance.now`,
 * `crypto.getRandomValues` and `crypto.randomUUID`.
 */
export function purityGuard(): { calls: string[]; restore: () => void } {
  const calls: string[] = [];
  const restores: (() => void)[] = [];
  const replace = <O extends object, K extends keyof O>(owner: O | undefined, key: K, name: string): void => {
    if (owner === undefined) return;
    const original = owner[key];
    if (typeof original !== "function") return;
    const bound = (original as (...a: unknown[]) => unknown).bind(owner);
    try {
      Object.defineProperty(owner, key, { configurable: true, writable: true, value: (...args: unknown[]) => (calls.push(name), bound(...args)) });
      restores.push(() => Object.defineProperty(owner, key, { configurable: true, writable: true, value: original }));
    } catch {
      // A host object that cannot be replaced: left alone.
    }
  };
  replace(Math, "random", "Math.random");
  replace(Date, "now", "Date.now");
  replace(globalThis.performance, "now", "performance.now");
  replace(globalThis.crypto, "getRandomValues", "crypto.getRandomValues");
  replace(globalThis.crypto, "randomUUID", "crypto.randomUUID");
  const RealDate = Date;
  const GuardedDate = function (this: unknown, ...args: unknown[]): unknown {
    if (new.target === undefined) {
      calls.push("Date()");
      return RealDate();
    }
    if (args.length === 0) calls.push("new Date()");
    return Reflect.construct(RealDate, args, new.target);
  } as unknown as DateConstructor;
  Object.setPrototypeOf(GuardedDate, RealDate);
  Object.defineProperty(GuardedDate, "prototype", { value: RealDate.prototype });
  globalThis.Date = GuardedDate;
  restores.push(() => {
    globalThis.Date = RealDate;
  });
  return { calls, restore: () => restores.reverse().forEach((r) => r()) };
}

/** What a write into a frozen object throws, in V8's words. */
export const FROZEN_WRITE = /read.only|frozen|not extensible|Cannot (assign|add|delete|define)/i;

/**
 * Runs module code (or engine code that runs module code) for a law: what it throws is reported
 * as that law broken, naming the function (`what`, e.g. "view for seat 1"). Writing to a
 * deep-frozen input throws a TypeError: that is reported under purity, naming the law that called.
 */
export function guarded<T>(law: LawName, what: string, f: () => T): T {
  try {
    return f();
  } catch (e) {
    if (e instanceof LawViolation) throw e;
    const text = describeThrown(e);
    if (e instanceof TypeError && FROZEN_WRITE.test(text)) {
      fail("purity", `${what} threw: ${text} (called by the ${law} law: it writes into its input, which the law kit deep-freezes; module functions must not mutate their arguments)`);
    }
    return fail(law, `${what} threw: ${text}`);
  }
}

export function jsonRoundTrip(law: LawName, what: string, value: unknown): void {
  const text = JSON.stringify(value);
  if (text === undefined || !deepEqual(JSON.parse(text), value)) {
    fail(law, `${what} does not survive a JSON round trip (undefined, NaN, Infinity, a Date or a class instance?)`);
  }
}
