/**
 * What the numbers were measured on, for `bench/results.json`.
 *
 * @module
 */
import { execFileSync } from "node:child_process";
import os from "node:os";

/**
 * The machine and software a run was measured on.
 *
 * @example
 * console.log(machineInfo().node); // "v20.19.0"
 */
export interface MachineInfo {
  /** When the run started, ISO 8601. */
  readonly date: string;
  /** `process.version`. */
  readonly node: string;
  /** V8's version. */
  readonly v8: string;
  /** `os.platform()`, `os.release()` and `os.arch()`. */
  readonly os: string;
  /** The CPU model (of the first core). */
  readonly cpuModel: string;
  /** Logical CPUs. */
  readonly cpus: number;
  /** Nominal clock of the first core, in MHz (0 if unknown). */
  readonly cpuMHz: number;
  /** The 1, 5 and 15 minute load averages when the run started: high load means noisy numbers. */
  readonly loadAverage: readonly number[];
  /** Total memory, in MiB. */
  readonly memoryMiB: number;
  /** The commit measured, if this is a git checkout (the working tree may differ). */
  readonly commit: string | undefined;
}

function gitCommit(): string | undefined {
  try {
    return execFileSync("git", ["rev-parse", "--short", "HEAD"], { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim();
  } catch {
    return undefined;
  }
}

/**
 * Describes this machine.
 *
 * @example
 * const info = machineInfo();
 */
export function machineInfo(): MachineInfo {
  const cpus = os.cpus();
  return {
    date: new Date().toISOString(),
    node: process.version,
    v8: process.versions.v8,
    os: `${os.platform()} ${os.release()} ${os.arch()}`,
    cpuModel: cpus[0]?.model.trim() ?? "unknown",
    cpus: cpus.length,
    cpuMHz: cpus[0]?.speed ?? 0,
    loadAverage: os.loadavg().map((l) => Math.round(l * 100) / 100),
    memoryMiB: Math.round(os.totalmem() / 2 ** 20),
    commit: gitCommit(),
  };
}
