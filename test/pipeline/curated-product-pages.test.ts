import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import t from 'tap';
import { runPipeline } from '../../src/pipeline/records/pipeline.js';
import type { PipelineInputs } from '../../src/pipeline/records/pipeline.js';
import { SOURCES } from '../../src/pipeline/records/sources.js';

/*
 * The vendor page a curated AMD or Intel record cites is shown as that part's own page, so the
 * import holds it to the rule product-pages.json follows: its address names the model. The pipeline
 * runs on its fixtures (test/fixtures/pipeline/) with a copy of the curated folder changed per case.
 */
const fixture = (name: string) => fileURLToPath(new URL(`../fixtures/pipeline/${name}`, import.meta.url));

async function withPage(t: { teardown(fn: () => unknown): void }, from: string, to: string): Promise<PipelineInputs> {
  const dir = await mkdtemp(join(tmpdir(), 'atlas-curated-page-'));
  t.teardown(() => rm(dir, { recursive: true, force: true }));
  await cp(fixture('curated'), dir, { recursive: true });
  const file = join(dir, 'amd', 'threadripper.json');
  await writeFile(file, (await readFile(file, 'utf8')).replace(from, to));
  return { sources: SOURCES, sourcesDir: fixture('sources'), curatedDir: dir, curatedLabel: 'curated', published: null };
}

t.test("a curated record's product page must name its model", async (t) => {
  const page = 'amd-ryzen-threadripper-pro-9995wx.html';
  const report = await runPipeline(await withPage(t, page, page));
  t.match(
    report.records.find((r) => r.id === 'threadripper-pro-9995wx')?.sources.vendor?.url,
    /amd-ryzen-threadripper-pro-9995wx\.html$/,
    'its own page is taken',
  );
  await t.rejects(
    runPipeline(await withPage(t, page, 'amd-ryzen-threadripper-pro-9985wx.html')),
    /cites https:\/\/www\.amd\.com\/.*9985wx\.html, which does not name the Ryzen Threadripper PRO 9995WX/,
    "a sibling's page",
  );
  await t.rejects(
    runPipeline(await withPage(t, page, 'amd-ryzen-threadripper-9995wx.html')),
    /does not name the Ryzen Threadripper PRO 9995WX/,
    "the plain part's page for the PRO part",
  );
});
