/**
 * How fast the journey machine runs on its own: every model-based path (machines/paths/journey-paths.ts)
 * replayed on the machine with fake services and a simulated clock, without coverage recording. Path
 * generation is done once beforehand and is not timed.
 */
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import { generateJourneyPaths, type JourneyPath } from '../../machines/paths/journey-paths';
import { replayPath } from '../../machines/paths/replay';

export interface MachineReplayOptions {
  /** Timed full passes over all paths, after one untimed warm-up pass (default 3). */
  rounds?: number;
}

export interface MachineReplayReport {
  /** Paths replayed in the timed passes (paths per pass × rounds). */
  paths: number;
  /** Steps (events and actor outcomes) delivered in the timed passes. */
  steps: number;
  /** Wall-clock time of the timed passes. */
  seconds: number;
  pathsPerSecond: number;
  stepsPerSecond: number;
}

const DEFAULT_ROUNDS = 3;

const round = (value: number, digits: number): number => {
  const scale = 10 ** digits;
  return Math.round(value * scale) / scale;
};

async function replayAll(paths: readonly JourneyPath[]): Promise<void> {
  for (const path of paths) await replayPath(path);
}

/** Replays all of the journey's model paths on the machine `rounds` times and reports paths and steps per second. */
export async function measureMachineReplay(
  options: MachineReplayOptions = {},
): Promise<MachineReplayReport> {
  const rounds = options.rounds ?? DEFAULT_ROUNDS;
  if (!Number.isInteger(rounds) || rounds < 1)
    throw new Error(`rounds must be a positive whole number, got ${rounds}`);
  const { paths } = generateJourneyPaths();
  const stepsPerPass = paths.reduce((total, path) => total + path.steps.length, 0);

  await replayAll(paths);
  const start = performance.now();
  for (let pass = 0; pass < rounds; pass += 1) await replayAll(paths);
  const seconds = (performance.now() - start) / 1000;

  const replayed = paths.length * rounds;
  const steps = stepsPerPass * rounds;
  return {
    paths: replayed,
    steps,
    seconds: round(seconds, 3),
    pathsPerSecond: round(replayed / seconds, 1),
    stepsPerSecond: Math.round(steps / seconds),
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const report = await measureMachineReplay();
  console.log(JSON.stringify(report, null, 2));
}
