import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { build } from 'esbuild';
import t from 'tap';
import { readConfig } from '../../src/config.js';
import { NAMED_COLORS } from '../../views/widgets/named-colors.js';
import { withBrowser } from './browser.js';

/**
 * The widgets' colour helper reads named colours from a table of 148 on the server and from the
 * browser's own CSS in the browser (views/widgets/named-colors.browser.ts): both must agree, name for
 * name, and refuse the same words, or a page would draw differently after hydration.
 */
const rootDir = readConfig({}).rootDir;
const bundled = await build({
  entryPoints: [join(rootDir, 'views/widgets/named-colors.browser.ts')],
  bundle: true,
  write: false,
  format: 'iife',
  globalName: 'browserColors',
  logLevel: 'silent',
});
const script = bundled.outputFiles[0]!.text;

await withBrowser(t, (site) => {
  t.test('in the browser, every named colour reads as the table has it, and no other word does', async (t) => {
    const page = await site.newPage(t);
    await page.setContent('<!doctype html><title>colours</title>');
    await page.addScriptTag({ content: script });
    const names = [...NAMED_COLORS.keys()];
    const refused = [
      'currentcolor',
      'canvas',
      'canvastext',
      'buttonface',
      'highlight',
      'mark',
      'accentcolor',
      'windowtext',
      'threedface',
      'transparent',
      'inherit',
      'initial',
      'none',
      'notacolour',
      'toString',
      'constructor',
      '__proto__',
      'red;',
      'rgb(1,2,3)',
      '#fff',
      '',
    ];
    const read = await page.evaluate(
      ([names, refused]) => {
        const { NAMED_COLORS: colors } = (window as unknown as { browserColors: { NAMED_COLORS: { get(name: string): string | undefined } } }).browserColors;
        return { named: names.map((name) => colors.get(name)), refused: refused.map((word) => colors.get(word)) };
      },
      [names, refused] as const,
    );
    t.same(
      read.named,
      names.map((name) => NAMED_COLORS.get(name)),
      `all ${names.length} names`,
    );
    t.same(
      read.refused,
      refused.map(() => undefined),
      'system colours, keywords and anything else refused',
    );
  });
});

t.test("the browser's files carry no table of colour names", async (t) => {
  const client = join(rootDir, 'dist', 'client');
  const files = (await readdir(client)).filter((file) => file.endsWith('.js'));
  const holding = [];
  for (const file of files) if ((await readFile(join(client, file), 'utf8')).includes('rebeccapurple')) holding.push(file);
  t.same(holding, []);
});
