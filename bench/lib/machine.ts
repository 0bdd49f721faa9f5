import { readFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';

export interface MachineSummary {
  cpu: string;
  cores: number;
  memoryGb: number;
  node: string;
  date: string;
  /** 1, 5 and 15 minutes, when the results are written: how busy the machine was with other work. */
  loadAverage: number[];
}

export function machineSummary(at: Date): MachineSummary {
  let cpu = cpus()[0]?.model ?? 'unknown CPU';
  try {
    cpu = /^model name\s*:\s*(.+)$/m.exec(readFileSync('/proc/cpuinfo', 'utf8'))?.[1] ?? cpu;
  } catch {
    // Not Linux: os.cpus() is good enough.
  }
  return {
    cpu: cpu.trim(),
    cores: cpus().length,
    memoryGb: Math.round((totalmem() / 1024 ** 3) * 10) / 10,
    node: process.versions.node,
    date: at.toISOString(),
    loadAverage: loadavg().map((load) => Math.round(load * 100) / 100),
  };
}
