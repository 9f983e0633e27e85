// How fast the processor was during a run of `npm test`, so that two runs' times can be compared:
// on a shared (virtual) machine the same work can take twice the processor time from one hour to
// the next, however quiet the machine itself looks. Every 20 s the same small piece of work (a
// loop of ten million additions) is timed in this process's own processor time; at the end, its
// median and range. That time grows when the host is busy, and when the run's own processes
// share the core it runs on (where two processors share one core, as on the machines the
// developer guide describes): two runs of the same suite on one kind of machine load it alike,
// so a different figure means a different machine or hour. The share of time the host gave to
// other machines ("steal", /proc/stat, Linux only) is read at both ends.
import { readFileSync } from "node:fs";

const every = 20_000;

/** The processor time, in ms, that the reference work takes now. */
function referenceWork() {
  const before = process.cpuUsage();
  let sum = 0;
  for (let i = 0; i < 1e7; i++) sum += i;
  const used = process.cpuUsage(before);
  // The sum is used so that the loop cannot be left out.
  return (used.user + used.system) / 1000 + (sum < 0 ? 1 : 0);
}

/** The cores' times of /proc/stat's first line: [total, steal], or undefined off Linux. */
function hostTimes() {
  try {
    const fields = readFileSync("/proc/stat", "utf8").split("\n")[0].trim().split(/\s+/).slice(1);
    const times = fields.map(Number);
    return [times.slice(0, 8).reduce((sum, time) => sum + time, 0), times[7] ?? 0];
  } catch {
    return undefined;
  }
}

/** Starts timing the reference work; `report()` says what it found, in one line. */
export function followProcessorSpeed() {
  // Once before the first sample: the first run of the loop is also its compilation.
  referenceWork();
  const samples = [referenceWork()];
  const hostAtStart = hostTimes();
  const timer = setInterval(() => samples.push(referenceWork()), every);
  timer.unref();
  return {
    report() {
      clearInterval(timer);
      const sorted = [...samples].sort((a, b) => a - b);
      const median = sorted[Math.floor(sorted.length / 2)];
      const hostAtEnd = hostTimes();
      const steal =
        hostAtStart && hostAtEnd
          ? `; the host gave ${Math.round((100 * (hostAtEnd[1] - hostAtStart[1])) / Math.max(1, hostAtEnd[0] - hostAtStart[0]))}% of the time to other machines`
          : "";
      return (
        `The processor's speed: a reference piece of work took ${Math.round(median)} ms of processor ` +
        `time at the median (${Math.round(sorted[0])} to ${Math.round(sorted.at(-1))} ms, ${samples.length} samples)${steal}. ` +
        `Compare the times of two runs only where it took about the same.`
      );
    },
  };
}
