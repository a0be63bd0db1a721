import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import t, { type Test } from 'tap';
import { CatalogueError } from '../../../src/record/catalogue-error.js';
import { loadCatalogue } from '../../../src/catalogue/load.js';
import { validatePowerLimits } from '../../../src/record/platforms/power-limit-file.js';
import { validateSockets } from '../../../src/record/platforms/platform-files.js';

/**
 * data/platforms/power-limits.json is checked at start-up like every platform file: a rule names a
 * socket of sockets.json of its own vendor, each class cites sources of this file about that
 * vendor, one TDP class is stated once, and a limit is never below the TDP it belongs to.
 */
const repo = fileURLToPath(new URL('../../..', import.meta.url));
const sockets = validateSockets(JSON.parse(readFileSync(join(repo, 'data/platforms/sockets.json'), 'utf8')));
const shipped = JSON.parse(readFileSync(join(repo, 'data/platforms/power-limits.json'), 'utf8'));
const source = shipped.sources[0];
const rule = {
  id: 'amd-am5-ppt',
  vendor: 'amd',
  socket: 'am5',
  segments: ['desktop'],
  family: 'Ryzen',
  classes: [{ tdpW: 170, packagePowerW: 230, sources: [source.id] }],
};

function refusal(t: Test, file: unknown, expected: string) {
  try {
    validatePowerLimits(file, sockets, 'power-limits.json');
    t.fail(`accepted; expected ${expected}`);
  } catch (error) {
    t.type(error, CatalogueError);
    t.equal((error as Error).message, expected);
  }
}

t.test("the shipped file passes, and every source it cites is AMD's statement as printed or a report of it", async (t) => {
  const limits = validatePowerLimits(shipped, sockets);
  t.same(
    limits.rules.map((r) => r.socket),
    ['am4', 'am5'],
  );
  for (const cited of limits.sources) t.ok(['vendor-statement', 'press-report'].includes(cited.kind), `${cited.id}: ${cited.kind}`);
  // Every class rests on AMD's own words (its statement as a publisher printed it), not on a report alone.
  const statements = new Set(limits.sources.filter((cited) => cited.kind === 'vendor-statement').map((cited) => cited.id));
  for (const r of limits.rules)
    for (const power of r.classes)
      t.ok(
        power.sources.some((id) => statements.has(id)),
        `${r.id} ${power.tdpW} W cites AMD's statement`,
      );
});

t.test('a bad rule is named by file, rule and field', async (t) => {
  refusal(
    t,
    { sources: [source], rules: [{ ...rule, socket: 'am9' }] },
    'power-limits.json: amd-am5-ppt: socket names socket "am9", which sockets.json does not hold',
  );
  refusal(
    t,
    { sources: [source], rules: [{ ...rule, socket: 'lga1700' }] },
    "power-limits.json: amd-am5-ppt: socket is intel's socket, but the rule speaks of amd processors",
  );
  refusal(
    t,
    { sources: [source], rules: [{ ...rule, classes: [{ tdpW: 170, packagePowerW: 230, sources: ['nowhere'] }] }] },
    'power-limits.json: amd-am5-ppt: classes[0].sources[0] names source "nowhere", which this file does not hold',
  );
  refusal(
    t,
    { sources: [source], rules: [{ ...rule, classes: [...rule.classes, ...rule.classes] }] },
    'power-limits.json: amd-am5-ppt: classes[1].tdpW repeats the 170 W class: keep one',
  );
  refusal(
    t,
    { sources: [source], rules: [{ ...rule, classes: [{ tdpW: 170, packagePowerW: 120, sources: [source.id] }] }] },
    'power-limits.json: amd-am5-ppt: rules[0].classes[0].packagePowerW must be at least the TDP: a limit below the rating would not be what the processor may draw',
  );
  refusal(t, { sources: [source], rules: [{ ...rule, classes: [] }] }, 'power-limits.json: amd-am5-ppt: rules[0].classes must name at least one TDP class');
  refusal(
    t,
    { sources: [source], rules: [rule, { ...rule, id: 'again' }] },
    'power-limits.json: again: socket says again what an earlier rule says of this socket, family and segments: keep one',
  );
});

t.test('start-up stops on a bad power-limits.json, naming it', async (t) => {
  const fixture = readFileSync(new URL('../../fixtures/processor-ryzen-7-7700x.json', import.meta.url), 'utf8');
  const root = t.testdir({
    data: {
      amd: { 'ryzen.json': `[${fixture}]` },
      intel: {},
      platforms: {
        'sockets.json': JSON.stringify([{ id: 'am5', name: 'AM5', vendor: 'amd', aliases: [] }]),
        'chipsets.json': '[]',
        'power-limits.json': JSON.stringify({ sources: [source], rules: [{ ...rule, socket: 'am4' }] }),
      },
    },
  });
  await t.rejects(loadCatalogue(undefined, root), {
    name: 'CatalogueError',
    message: 'data/platforms/power-limits.json: amd-am5-ppt: socket names socket "am4", which sockets.json does not hold',
  });
});
