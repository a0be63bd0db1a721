import t from 'tap';
import { amdRow } from '../../src/pipeline/records/sources/amd-specifications.js';
import type { Row } from '../../src/pipeline/records/table.js';

/**
 * AMD's technology list names "AMD Zen Core Architecture" for every part up to Zen 2 and a numbered
 * name only later: the family name alone is no microarchitecture (it made a Threadripper PRO 3975WX,
 * a Zen 2 part, read as Zen, and its SPEC figure look doubtful beside a Zen 1 EPYC).
 */
const row = (technologies: string, name: string): Row => {
  const cells: Record<string, string> = {
    Name: name,
    Family: 'Ryzen',
    Series: 'Ryzen Threadripper PRO 3000 WX-Series',
    'Form Factor': 'Desktops',
    '# of CPU Cores': '32',
    '# of Threads': '64',
    'Supported Technologies': technologies,
  };
  return { line: 2, get: (column) => cells[column] ?? '' };
};
const microarchitectureOf = (technologies: string) => {
  const read = amdRow(row(technologies, 'AMD Ryzen™ Threadripper™ PRO 3975WX'), 'test', { server: false });
  if (!('facts' in read)) throw new Error(`the row was refused: ${read.reason}`);
  return read.facts.microarchitecture;
};

t.test("a numbered Zen in AMD's technology list is the microarchitecture", async (t) => {
  t.equal(microarchitectureOf('AMD "Zen 3" Core Architecture'), 'Zen 3');
  t.equal(microarchitectureOf('AMD Ryzen™ Master Utility , AMD "Zen 2" Core Architecture'), 'Zen 2');
});

t.test('the bare family name "Zen" says no generation, so it is not taken', async (t) => {
  t.equal(microarchitectureOf('AMD "Zen" Core Architecture'), null);
  t.equal(microarchitectureOf('AMD SenseMI Technology , AMD "Zen" Core Architecture'), null);
  t.equal(microarchitectureOf('AMD Ryzen™ Master Utility'), null, 'no architecture named at all');
});
