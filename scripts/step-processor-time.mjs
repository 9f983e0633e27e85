// The processor time one step of `npm test` takes, its own and its children's (a browser's
// renderers included), whatever runs beside it: each step runs in a control group of its own,
// whose accounting Linux keeps. Where the machine gives no control group to write (a container
// without them, macOS), a step has no figure and the suite prints how busy the machine was only.
import { existsSync, mkdirSync, readFileSync, rmdirSync } from "node:fs";
import { join } from "node:path";

/** The group this process is in, in the hierarchy of `controller` ("" for cgroup v2): a step's
 * group is made inside it, so that a suite run by a step of another (a copy's `npm test`) counts
 * in that step's time. */
function ownGroup(controller) {
  const lines = existsSync("/proc/self/cgroup")
    ? readFileSync("/proc/self/cgroup", "utf8").split("\n")
    : [];
  const line = lines.find((entry) => entry.split(":")[1]?.split(",").includes(controller) ?? false);
  return line?.split(":").slice(2).join(":") ?? "/";
}

/** cgroup v1's cpuacct (nanoseconds), else cgroup v2's cpu.stat (microseconds). */
const hierarchies = [
  {
    root: join("/sys/fs/cgroup/cpuacct", ownGroup("cpuacct")),
    seconds: (group) => Number(readFileSync(join(group, "cpuacct.usage"), "utf8")) / 1e9,
  },
  {
    root: join("/sys/fs/cgroup", ownGroup("")),
    seconds: (group) =>
      Number(/usage_usec (\d+)/.exec(readFileSync(join(group, "cpu.stat"), "utf8"))?.[1]) / 1e6,
  },
];

/**
 * A control group for a step, or undefined where none can be made. `wrap` turns the step's
 * command into one that enters the group before it starts; `seconds` reads the time so far.
 */
export function stepGroup(name) {
  for (const { root, seconds } of hierarchies) {
    if (!existsSync(join(root, "cgroup.procs"))) continue;
    const group = join(root, `npm-test-${process.pid}-${name.replace(/\W+/g, "-")}`);
    try {
      mkdirSync(group);
      seconds(group);
    } catch {
      continue;
    }
    return {
      wrap: (command, args) => [
        "sh",
        ["-c", 'echo $$ > "$0/cgroup.procs" && exec "$@"', group, command, ...args],
      ],
      seconds: () => seconds(group),
      // A group can be removed once its processes have ended. A step's command can end a moment
      // before a helper it started (esbuild's service, after a build): its group is removed with
      // the others' at the end of the run (`removeLeftGroups`).
      remove: () => {
        if (!removeGroup(group)) leftGroups.add(group);
      },
    };
  }
  return undefined;
}

/** The groups a process still held when their step ended. */
const leftGroups = new Set();

function removeGroup(group) {
  try {
    rmdirSync(group);
    return true;
  } catch {
    return false;
  }
}

/** Removes the groups left at their step's end, empty by now; one still in use stays. */
export function removeLeftGroups() {
  for (const group of leftGroups) if (removeGroup(group)) leftGroups.delete(group);
}
