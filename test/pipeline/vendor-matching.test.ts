import { fileURLToPath } from 'node:url';
import t from 'tap';
import { loadShippedProcessors } from '../../src/record/shipped-records.js';
import { identify, matchRows, nameIndexOf } from '../../src/pipeline/scores/match.js';
import type { ScoreRow } from '../../src/pipeline/scores/tsv.js';

/**
 * Every Apple and Snapdragon row of Blender Open Data's table, and the hardinfo2 names of the
 * vendors beside AMD and Intel, against the shipped records: each is matched to the record it names
 * or refused with its reason (docs/vendors.md has the same table). The names are the sources'
 * spellings; what each must become is the rule of src/pipeline/scores/other-vendor-names.ts.
 */
const root = fileURLToPath(new URL('../..', import.meta.url));
const catalogue = await loadShippedProcessors(root);
const byName = nameIndexOf(catalogue);

/** Blender's rows: name, submissions, and what becomes of the row (a record's key, or a refusal's reason) */
const BLENDER: [name: string, samples: number, outcome: string][] = [
  ['Apple A18 Pro', 3, 'outside-scope'],
  ['Apple M1', 104, 'apple:m1'],
  ['Apple M1 Max', 50, 'apple:m1-max'],
  ['Apple M1 Pro', 63, 'apple:m1-pro'],
  ['Apple M1 Ultra', 11, 'apple:m1-ultra'],
  ['Apple M2', 63, 'apple:m2'],
  ['Apple M2 Max', 37, 'apple:m2-max'],
  ['Apple M2 Pro', 40, 'apple:m2-pro'],
  ['Apple M2 Ultra', 11, 'apple:m2-ultra'],
  ['Apple M3', 49, 'apple:m3'],
  ['Apple M3 Max', 52, 'apple:m3-max'],
  ['Apple M3 Pro', 45, 'apple:m3-pro'],
  ['Apple M3 Ultra', 27, 'apple:m3-ultra'],
  ['Apple M4', 258, 'apple:m4'],
  ['Apple M4 Max', 134, 'apple:m4-max'],
  ['Apple M4 Pro', 170, 'apple:m4-pro'],
  ['Apple M5', 48, 'apple:m5'],
  ['Apple M5 Max', 5, 'apple:m5-max'],
  ['Apple M5 Pro', 6, 'apple:m5-pro'],
  ['Apple Silicon', 4, 'unidentifiable'],
  ['Snapdragon(R) X - X126100 - Qualcomm(R) Oryon(TM) CPU', 6, 'qualcomm:x-x1-26-100'],
  ['Snapdragon(R) X 10-core X1P64100 @ 3.40 GHz', 5, 'qualcomm:x-plus-x1p-64-100'],
  ['Snapdragon(R) X 12-core X1E80100 @ 3.40 GHz', 9, 'qualcomm:x-elite-x1e-80-100'],
  ['Snapdragon(R) X Elite - X1E78100 - Qualcomm(R) Oryon(TM) CPU', 4, 'qualcomm:x-elite-x1e-78-100'],
  // the same part as the 9-submission row above: medians cannot be pooled, the row with more submissions stands
  ['Snapdragon(R) X Elite - X1E80100 - Qualcomm(R) Oryon(TM) CPU', 5, 'duplicate'],
  ['Snapdragon(R) X Plus - X1P42100 - Qualcomm(R) Oryon(TM) CPU', 4, 'qualcomm:x-plus-x1p-42-100'],
];

t.test('every Apple and Snapdragon row of Blender Open Data is matched to its chip or refused with its reason', async (t) => {
  const rows: ScoreRow[] = BLENDER.map(([name, samples], i) => ({ line: i + 2, id: `r${i}`, name, score: 100, samples }));
  const { matched, refused } = matchRows(rows, catalogue);
  BLENDER.forEach(([name, , outcome], i) => {
    const match = matched.find((m) => m.row.line === i + 2);
    const refusal = refused.find((r) => r.row.line === i + 2);
    t.equal(match ? `${match.record.vendor}:${match.record.id}` : refusal?.reason, outcome, name);
  });
  t.equal(matched.length + refused.length, BLENDER.length, 'each row once');
});

/** hardinfo2's names of these vendors (its one-row-per-result tests pool every spelling) */
const HARDINFO2: [name: string, outcome: string][] = [
  ['Apple M1', 'apple:m1'],
  ['Apple T8103 (M1)', 'apple:m1'],
  ['Apple T8103 (M1 A14X)', 'apple:m1'],
  ['Apple T6000 (M1 Pro)', 'apple:m1-pro'],
  ['Apple T6001 (M1 Max)', 'apple:m1-max'],
  ['Apple T8112 (M2)', 'apple:m2'],
  ['Apple T6020 (M2 Pro)', 'apple:m2-pro'],
  // an SoC id that is not the chip its bracket names is read as neither
  ['Apple T8103 (M2)', 'unidentifiable'],
  ['Qualcomm Snapdragon X1E-78-100', 'qualcomm:x-elite-x1e-78-100'],
  ['Qualcomm Snapdragon X Elite', 'unidentifiable'],
  ['Qualcomm Pineapple (SD8g3)', 'outside-scope'],
  ['Qualcomm SM8550 (SD8g2)', 'outside-scope'],
  ['Qualcomm SDM845', 'outside-scope'],
  ['Qualcomm QCM6490 (Dragon Q6A)', 'outside-scope'],
  ['Loongson-3A5000', 'loongson:3a5000'],
  ['Loongson-3A6000', 'loongson:3a6000'],
  ['Loongson-3A6000-HV', 'loongson:3a6000-hv'],
  // three records carry the name with a die count (3C6000/S, /D, /Q): the plain one names none of them
  ['Loongson-3C6000', 'not-in-catalogue'],
  ['ZHAOXIN KaiXian KX-6640MA', 'zhaoxin:kx-6640ma'],
  ['ZHAOXIN KaiXian KX-6000G/4', 'zhaoxin:kx-6000g'],
  // the core count after the slash must be the record's
  ['ZHAOXIN KaiXian KX-6000G/8', 'not-in-catalogue'],
  ['ZHAOXIN KaiXian KX-U6780', 'not-in-catalogue'],
  ['Hygon C86-3G', 'unidentifiable'],
  ['Hygon C86 3250  8-core Processor', 'hygon:c86-3250'],
];

t.test("hardinfo2's names of Apple, Qualcomm, Loongson, Zhaoxin and Hygon machines", async (t) => {
  for (const [name, outcome] of HARDINFO2) {
    const identity = identify(name, byName);
    t.equal(identity.kind === 'record' ? `${identity.record.vendor}:${identity.record.id}` : identity.reason, outcome, name);
  }
});
