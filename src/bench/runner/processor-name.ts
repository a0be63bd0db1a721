import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { cpus } from 'node:os';

/**
 * The processor's name as the operating system gives it: Node's own reading first (os.cpus(),
 * which asks each system), then the system's own words where Node has none (some ARM Linux
 * boards and virtual machines): /proc/cpuinfo, sysctl on macOS, PowerShell (or wmic) on Windows.
 * null when none of them names it.
 */
export function osProcessorName(): string | null {
  const readers = [fromNode, fromProcCpuinfo, fromSysctl, fromPowerShell, fromWmic];
  for (const reader of readers) {
    const name = tidy(safely(reader));
    if (name) return name;
  }
  return null;
}

function fromNode(): string | undefined {
  return cpus()[0]?.model;
}

function fromProcCpuinfo(): string | undefined {
  if (process.platform !== 'linux' && process.platform !== 'android') return undefined;
  const text = readFileSync('/proc/cpuinfo', 'utf8');
  // x86 says "model name"; ARM kernels say "Hardware" or "Model" for the board's chip.
  return /^(?:model name|Hardware|Model)\s*:\s*(.+)$/m.exec(text)?.[1];
}

function fromSysctl(): string | undefined {
  if (process.platform !== 'darwin') return undefined;
  return execFileSync('sysctl', ['-n', 'machdep.cpu.brand_string'], { encoding: 'utf8', timeout: 5000 });
}

function fromPowerShell(): string | undefined {
  if (process.platform !== 'win32') return undefined;
  return execFileSync('powershell.exe', ['-NoProfile', '-Command', '(Get-CimInstance Win32_Processor | Select-Object -First 1).Name'], {
    encoding: 'utf8',
    timeout: 15000,
  });
}

function fromWmic(): string | undefined {
  if (process.platform !== 'win32') return undefined;
  return execFileSync('wmic', ['cpu', 'get', 'name'], { encoding: 'utf8', timeout: 15000 })
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line && line !== 'Name')[0];
}

function safely(reader: () => string | undefined): string | undefined {
  try {
    return reader();
  } catch {
    return undefined; // that system has no such command or file: the next reader tries
  }
}

/** One line of plain words: "unknown" and empty names name nothing. */
function tidy(name: string | undefined): string | null {
  const line = name?.replace(/\s+/g, ' ').trim();
  return line && !/^unknown$/i.test(line) ? line.slice(0, 200) : null;
}
