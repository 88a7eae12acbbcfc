// Where the test run's time goes: wall and CPU time per phase, and the slowest files of the run.
import fs from 'node:fs';
import path from 'node:path';

const TICKS_PER_SECOND = 100; // USER_HZ, 100 on Linux

/** cgroup v2's `cpu.stat`: microseconds in `usage_usec`. */
const v2Seconds = (text) => Number(/usage_usec (\d+)/.exec(text)?.[1]) / 1e6;

/** Where a control group that counts the CPU of every process in it can be made: its folder, the file that counts, read as seconds. */
const GROUP_KINDS = [
  { root: '/sys/fs/cgroup', usage: 'cpu.stat', seconds: v2Seconds },
  { root: '/sys/fs/cgroup/unified', usage: 'cpu.stat', seconds: v2Seconds },
  { root: '/sys/fs/cgroup/cpuacct', usage: 'cpuacct.usage', seconds: (text) => Number(text) / 1e9 },
];

/**
 * A meter of the CPU seconds (user + system) of this process and of every process it starts.
 * Where this process may make a control group (root on Linux), it moves itself into a new one, which
 * counts every descendant, also those that outlive their parent (Chromium's helpers, which the
 * browser tests' processes do not wait for). Elsewhere it reads /proc/self/stat: this process and
 * the children it has waited for, theirs included. `read()` is undefined where neither exists.
 */
export function cpuMeter() {
  for (const kind of GROUP_KINDS) {
    const dir = path.join(kind.root, `portico-tests-${process.pid}`);
    try {
      if (!fs.existsSync(path.join(kind.root, kind.usage))) continue;
      fs.mkdirSync(dir);
      fs.writeFileSync(path.join(dir, 'cgroup.procs'), String(process.pid));
      return {
        counts: 'every process started (a control group)',
        read: () => kind.seconds(fs.readFileSync(path.join(dir, kind.usage), 'utf8')),
        close() {
          try {
            fs.writeFileSync(path.join(kind.root, 'cgroup.procs'), String(process.pid));
            fs.rmdirSync(dir);
          } catch {
            // a process still in the group keeps it; the system removes nothing, and that is harmless
          }
        },
      };
    } catch {
      fs.rmSync(dir, { recursive: false, force: true });
    }
  }
  return { counts: 'this process and the children it waited for', read: childrenCpuSeconds, close() {} };
}

/** This process's CPU seconds and those of the children it has waited for: /proc/self/stat's utime, stime, cutime and cstime. */
function childrenCpuSeconds() {
  try {
    const stat = fs.readFileSync('/proc/self/stat', 'utf8');
    // Fields after the command name, which is in parentheses and may hold spaces.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const [utime, stime, cutime, cstime] = fields.slice(11, 15).map(Number);
    return (utime + stime + cutime + cstime) / TICKS_PER_SECOND;
  } catch {
    return undefined;
  }
}

/** Runs `work` and answers its result with the wall and CPU seconds it took, the CPU as `meter` reads it. */
export function timed(meter, work) {
  const wall = performance.now();
  const cpu = meter.read();
  const result = work();
  const cpuAfter = meter.read();
  return { result, wall: (performance.now() - wall) / 1000, cpu: cpu === undefined || cpuAfter === undefined ? undefined : cpuAfter - cpu };
}

/** The seconds each test file of a vitest JSON report took, from its first test's start to its end. */
export function vitestFileTimes(report, root) {
  return (report?.testResults ?? []).map((file) => ({ file: path.relative(root, file.name), seconds: (file.endTime - file.startTime) / 1000 }));
}

/** The seconds each spec file of a Playwright JSON report spent in its tests, hooks included. */
export function playwrightFileTimes(report) {
  const times = new Map();
  const walk = (suite, file) => {
    const name = suite.file ?? file;
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests ?? [])
        for (const result of test.results ?? []) times.set(name, (times.get(name) ?? 0) + result.duration / 1000);
    for (const child of suite.suites ?? []) walk(child, name);
  };
  for (const suite of report?.suites ?? []) walk(suite, suite.file);
  return [...times].map(([file, seconds]) => ({ file: path.join('tests/e2e', file), seconds }));
}

const seconds = (s) => (s === undefined ? '?' : `${s.toFixed(1)} s`);

/** Prints the phases' times, their total, and the `count` slowest files. */
export function printTimes(phases, files, counts, count = 15) {
  console.log(`\nTime by phase (wall / CPU: user + system of ${counts}):`);
  for (const phase of phases) console.log(`  ${phase.label.padEnd(34)} ${seconds(phase.wall).padStart(9)} / ${seconds(phase.cpu).padStart(9)}`);
  const total = (pick) => phases.reduce((sum, phase) => (sum === undefined || pick(phase) === undefined ? undefined : sum + pick(phase)), 0);
  console.log(`  ${'total'.padEnd(34)} ${seconds(total((p) => p.wall)).padStart(9)} / ${seconds(total((p) => p.cpu)).padStart(9)}`);
  console.log(`\nThe ${count} slowest test files (wall time in the file's tests):`);
  for (const { phase, file, seconds: s } of [...files].sort((a, b) => b.seconds - a.seconds).slice(0, count))
    console.log(`  ${seconds(s).padStart(8)}  ${phase.padEnd(12)} ${file}`);
}
