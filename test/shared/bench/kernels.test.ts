import { createHash } from 'node:crypto';
import t from 'tap';
import { KERNELS } from '../../../src/shared/bench/kernels.js';
import { generatedDocument, parseDocument } from '../../../src/shared/bench/kernels/parse.js';
import { sha256 } from '../../../src/shared/bench/kernels/hash.js';
import { timeKernel } from '../../../src/shared/bench/kernel-timing.js';
import { EXPECTED_CHECKSUMS, KERNEL_IDS } from '../../../src/shared/bench/suite.js';

/**
 * The suite's kernels do the same work every round and in every engine: each answers the checksum
 * the suite states (computed by running them; the server refuses any other), twice in a row. The
 * browser test checks the same checksums come out of Chromium (test/browser/bench.test.ts).
 */
t.test("each kernel answers the suite's checksum, round after round", async (t) => {
  t.same(Object.keys(KERNELS).sort(), [...KERNEL_IDS].sort(), 'one kernel per id of the suite');
  for (const id of KERNEL_IDS) {
    const round = KERNELS[id]();
    const first = round();
    t.match(first, /^[0-9a-f]{8}$/, `${id}: 8 lowercase hex digits`);
    t.equal(first, EXPECTED_CHECKSUMS[id], `${id}: the suite's checksum`);
    t.equal(round(), first, `${id}: the same again`);
  }
});

t.test('the hashing kernel is SHA-256 and the parsing kernel reads its text as JSON.parse does', async (t) => {
  for (const text of ['', 'abc', 'x'.repeat(55), 'y'.repeat(56), 'z'.repeat(64), '芯片图鉴'.repeat(100)]) {
    const words = [...sha256(new TextEncoder().encode(text))].map((word) => (word >>> 0).toString(16).padStart(8, '0')).join('');
    t.equal(words, createHash('sha256').update(text).digest('hex'), `SHA-256 of ${text.length} characters`);
  }
  const document = generatedDocument();
  t.ok(document.length > 250_000, `the parser's text is ${document.length} characters`);
  t.same(parseDocument(document), JSON.parse(document));
  t.throws(() => parseDocument('{"a": [1, 2,]}'), /expected a value/);
});

t.test("a timed kernel runs at least one round and reports a checksum that differs from the suite's when a round did", async (t) => {
  const timing = timeKernel('raytrace', 0, () => performance.now());
  t.ok(timing.rounds >= 1 && timing.ms > 0, `${timing.rounds} round(s) in ${timing.ms.toFixed(1)} ms`);
  t.equal(timing.checksum, EXPECTED_CHECKSUMS.raytrace);
});
