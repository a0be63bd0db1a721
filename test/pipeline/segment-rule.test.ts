import { readFileSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import t from 'tap';
import { SEGMENT_RULE, segmentFromName } from '../../src/pipeline/records/assemble-record.js';

// The segment of a part no table gives one is read off its number, and every such record cites the
// rule in words (its page shows them). The words and the code must say the same thing.
const ROOT = resolve(import.meta.dirname, '../..');
const suffixesAfter = (label: string) => {
  const listed = new RegExp(`${label} ending in ([A-Z, ]+?)(?:,? or | or G)`).exec(SEGMENT_RULE);
  const last = new RegExp(`${label} ending in [A-Z, ]+? or ([A-Z]+)\\b`).exec(SEGMENT_RULE);
  return [...(listed?.[1]?.split(', ') ?? []), ...(last && last[1] !== 'G' ? [last[1]!] : [])];
};

t.test('each suffix the published rule names gives the segment it says; one it does not name gives a desktop part', async (t) => {
  const embedded = suffixesAfter('an Intel number');
  const mobile = suffixesAfter('a number');
  t.same(embedded, ['E', 'TE', 'EF', 'KE', 'RE', 'C'], 'the rule names the embedded suffixes');
  t.same(mobile, ['HX', 'HK', 'HQ', 'H', 'U', 'V', 'Y', 'M', 'P'], 'the rule names the laptop suffixes');
  for (const suffix of embedded) t.equal(segmentFromName('intel', `Core i5-1340${suffix}`), 'embedded', `Intel …${suffix}`);
  for (const suffix of mobile) t.equal(segmentFromName('intel', `Core i7-1370${suffix}`), 'mobile', `…${suffix}`);
  t.equal(segmentFromName('intel', 'Core i7-1165G7'), 'mobile', 'G and a digit');
  for (const name of ['Core i5-12400', 'Core i9-13900K', 'Core i5-12400F', 'Ryzen 7 7700X'])
    t.equal(segmentFromName(name.startsWith('Ryzen') ? 'amd' : 'intel', name), 'desktop', name);
});

t.test("the rule's clauses apply in its order: embedded, workstation, server, laptop, desktop", async (t) => {
  t.match(SEGMENT_RULE, /embedded.*Xeon W is for workstations, other Xeons and EPYC for servers.*laptop part, anything else a desktop part$/);
  t.equal(segmentFromName('intel', 'Atom x7425E'), 'embedded', "Intel's Atom x parts");
  t.equal(segmentFromName('intel', 'Xeon 6710E'), 'embedded', 'an E number is embedded before it is a Xeon');
  t.equal(segmentFromName('intel', 'Xeon W-2295'), 'workstation');
  t.equal(segmentFromName('intel', 'Xeon Gold 6338'), 'server');
  t.equal(segmentFromName('amd', 'EPYC 7763'), 'server');
  t.equal(segmentFromName('amd', 'Ryzen 5 5600E'), 'desktop', "the embedded suffixes are Intel's alone");
});

t.test('every shipped record that cites the numbering rule cites it as the importer writes it now', async (t) => {
  const cited = new Map<string, number>();
  for (const vendor of ['amd', 'intel']) {
    for (const name of readdirSync(join(ROOT, 'data', vendor))) {
      const records = JSON.parse(readFileSync(join(ROOT, 'data', vendor, name), 'utf8')) as { sources: { derived?: { field: string; rule: string }[] } }[];
      for (const record of records) {
        for (const derived of record.sources.derived ?? [])
          if (derived.field === 'segment' && derived.rule.startsWith('the processor number')) cited.set(derived.rule, (cited.get(derived.rule) ?? 0) + 1);
      }
    }
  }
  t.ok(cited.size > 0, 'records cite it');
  t.same([...cited.keys()], [SEGMENT_RULE]);
});

t.test('a record that cites the numbering rule for its segment has the segment the rule gives: a segment a vendor table gave cites that table', async (t) => {
  const wrong: string[] = [];
  let citing = 0;
  for (const vendor of ['amd', 'intel'] as const) {
    for (const name of readdirSync(join(ROOT, 'data', vendor))) {
      const records = JSON.parse(readFileSync(join(ROOT, 'data', vendor, name), 'utf8')) as {
        id: string;
        name: string;
        segment: string;
        sources: { derived?: { field: string; rule: string }[] };
      }[];
      for (const record of records) {
        if (!record.sources.derived?.some((derived) => derived.field === 'segment' && derived.rule === SEGMENT_RULE)) continue;
        citing += 1;
        if (segmentFromName(vendor, record.name) !== record.segment)
          wrong.push(`${vendor}:${record.id} is ${record.segment}, the rule says ${segmentFromName(vendor, record.name)}`);
      }
    }
  }
  t.ok(citing > 0, 'records cite the rule');
  t.same(wrong, []);
});
