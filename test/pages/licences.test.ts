import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import t from 'tap';
import { VENDORS } from '../../src/shared/processor.js';
import { readConfig } from '../../src/config.js';
import { BROWSER_UA, bootApp } from '../helper.js';

/**
 * The licences are stated: the code's (LICENSE, package.json), every data file's in the README's
 * "Licences" section, and on every page the footer's.
 */
const rootDir = readConfig({}).rootDir;

t.test('the code is MIT: LICENSE and package.json say so', async (t) => {
  t.match(await readFile(join(rootDir, 'LICENSE'), 'utf8'), /^MIT License\n/);
  t.equal(JSON.parse(await readFile(join(rootDir, 'package.json'), 'utf8')).license, 'MIT');
});

t.test('the README\'s "Licences" section names every data file we publish', async (t) => {
  const readme = await readFile(join(rootDir, 'README.md'), 'utf8');
  const section = /\n## Licences\n(.*?)\n## /s.exec(readme)?.[1] ?? '';
  t.ok(section.length > 0, 'there is a Licences section');
  const published = ['/data/processors.json', '/data/processors.csv', '/data/processors.schema.json'];
  for (const entry of await readdir(join(rootDir, 'data'), { withFileTypes: true })) {
    if (entry.isFile()) published.push(`data/${entry.name}`);
    else if ([...VENDORS, 'curated'].includes(entry.name)) published.push(`data/${entry.name}/`);
    else {
      // a folder of one source's files (SPEC's, one per benchmark) is named as the folder
      for (const file of await readdir(join(rootDir, 'data', entry.name), { withFileTypes: true }))
        published.push(`data/${entry.name}/${file.name}${file.isDirectory() ? '/' : ''}`);
    }
  }
  for (const file of published) t.match(section, `\`${file}\``, `${file} has its licence stated`);
  t.match(
    section,
    'Contains information from BuildCores OpenDB, made available under the ODC Attribution License',
    "with the notice BuildCores' licence asks for",
  );
});

// The footer's downloads carry Blender's and SPEC's figures: its line names their licences too, and the GPL files apart.
for (const [path, sentence] of [
  [
    '/en',
    /Licences: our records CC0 1\.0; figures CC0 1\.0 \(Blender\), SPEC fair use or GPL \(hardinfo2, the index: files of their own\); BuildCores OpenDB facts ODC-By 1\.0[^<]*; code MIT\./,
  ],
  [
    '/',
    /许可：记录 CC0 1\.0；测试数值 CC0 1\.0（Blender）、SPEC 合理使用或 GPL（hardinfo2 与单线程指数，另行提供）；BuildCores OpenDB 数据 ODC-By 1\.0[^<]*代码 MIT。/,
  ],
] as const) {
  t.test(`GET ${path}: the footer names the licences of the open data and the code`, async (t) => {
    const app = await bootApp(t);
    const html = (await app.inject({ url: path, headers: { 'user-agent': BROWSER_UA } })).body;
    const footer = /<footer class="site-footer">.*?<\/footer>/s.exec(html)?.[0] ?? '';
    t.match(footer, /<p class="site-footer__licences">/);
    t.match(footer, sentence);
  });
}
