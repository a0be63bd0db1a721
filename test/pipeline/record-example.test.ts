import { readFile, readdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import t from 'tap';

/*
 * docs/record.md shows a whole record, the Ryzen 7 7800X3D, as the import writes it. A rule change
 * that moves one of its facts must move the page too: the example and the shipped record must be
 * the same object.
 */
const root = fileURLToPath(new URL('../..', import.meta.url));

t.test("docs/record.md's example is the record the import writes for the Ryzen 7 7800X3D", async (t) => {
  const page = await readFile(`${root}docs/record.md`, 'utf8');
  const block = /```json\n([\s\S]*?)\n```/.exec(page)?.[1];
  t.ok(block, 'the page shows a record');
  const example = JSON.parse(block ?? '{}') as { vendor: string; id: string };
  const files = (await readdir(`${root}data/${example.vendor}`)).filter((name) => name.endsWith('.json'));
  const records = (
    await Promise.all(files.map(async (name) => JSON.parse(await readFile(`${root}data/${example.vendor}/${name}`, 'utf8')) as { id: string }[]))
  ).flat();
  t.strictSame(
    example,
    records.find((record) => record.id === example.id),
  );
});
