import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

// CPU time spent by this process and by every PostgreSQL server process, read from /proc (Linux): how much
// work a measured operation costs, beside how long it takes. On a machine with N cores, work W cannot finish
// in less than W / N of wall-clock time, however well it overlaps.

const ticksPerSecond = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  } catch {
    return 100;
  }
})();

/** user + system seconds of every process named `postgres` (fields 14 and 15 of /proc/<pid>/stat) */
const postgresSeconds = (): number | null => {
  let pids: string[];
  try {
    pids = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return null;
  }
  let ticks = 0;
  for (const pid of pids) {
    let stat: string;
    try {
      stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    } catch {
      continue; // the process ended meanwhile
    }
    const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
    if (name !== 'postgres') continue;
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    ticks += Number(fields[11]) + Number(fields[12]);
  }
  return ticks / ticksPerSecond;
};

export type CpuSpent = { nodeSeconds: number; postgresSeconds: number | null };

/** starts counting; the returned function answers the CPU seconds spent since */
export const cpuMeter = (): (() => CpuSpent) => {
  const node = process.cpuUsage();
  const postgres = postgresSeconds();
  return () => {
    const usage = process.cpuUsage(node);
    const after = postgresSeconds();
    return {
      nodeSeconds: (usage.user + usage.system) / 1e6,
      postgresSeconds: postgres === null || after === null ? null : after - postgres,
    };
  };
};
