import t from 'tap';
import { drawParts } from '../../src/render/page-parts.js';
import { payloadUrl } from '../../src/shared/payload-url.js';
import { BOT_UA, BROWSER_UA, bootApp, embeddedPayload, partElement } from '../helper.js';

// Pages with parts the server draws: the ladder (both languages, a marked processor), a detail
// page, the library, compare and home.
const PATHS = [
  '/ladder',
  '/en/ladder?segment=mobile&mark=amd:ryzen-7-7840u',
  '/en/cpu/amd/ryzen-7-7800x3d',
  '/cpu/intel/core-i9-14900k',
  '/lib?vendor=amd',
  '/en/compare?ids=amd:ryzen-7-7800x3d,intel:core-i5-12400f',
  '/en',
  '/',
];

const count = (text: string, part: string) => text.split(part).length - 1;

t.test('a page sends each part once, in its element; its embedded payload names the parts and reads back to the payload a navigation gets', async (t) => {
  const app = await bootApp(t);
  for (const path of PATHS) {
    for (const ua of [BROWSER_UA, BOT_UA]) {
      const response = await app.inject({ url: path, headers: { 'user-agent': ua, 'accept-language': 'zh-CN' } });
      t.equal(response.statusCode, 200, path);
      const embedded = embeddedPayload(response.body);
      const [pathname, search = ''] = path.split('?');
      const navigation = await app.inject({ url: payloadUrl(pathname!, search ? `?${search}` : '', embedded.buildId) });
      t.equal(navigation.statusCode, 200, `payload of ${path}`);
      const payload = navigation.json();
      t.ok(Object.keys(payload.parts).length > 0, `${path} has parts`);
      t.same(embedded.parts, Object.keys(payload.parts), `${path}: the embedded payload names the parts`);
      t.same(embedded.data, payload.data, `${path}: and carries the same data`);
      for (const [name, html] of Object.entries<string>(payload.parts)) {
        t.equal(count(response.body, partElement(name, html)), 1, `${path}: the part "${name}" is in its element, once`);
        t.equal(count(response.body, html), 1, `${path}: and nowhere else`);
      }
    }
  }
});

t.test('the ladder document is smaller than its page plus its data', async (t) => {
  const app = await bootApp(t);
  const document = await app.inject({ url: '/en/ladder', headers: { 'user-agent': BROWSER_UA } });
  const embedded = embeddedPayload(document.body);
  const whole = (await app.inject({ url: payloadUrl('/en/ladder', '', embedded.buildId) })).body;
  t.ok(JSON.stringify(embedded).length < whole.length / 4, 'the embedded payload is a fraction of what a navigation downloads');
});

t.test('a part the loader gives props for but no component draws stops the page with a message naming both files', async (t) => {
  t.throws(
    () => drawParts('ladder', {}, { body: {} }, 'en'),
    /src\/pages\/ladder\.ts gives props for a part "body" that views\/parts\/ladder\.tsx does not draw/,
  );
  t.same(drawParts('ladder', {}, { body: null }, 'en'), {}, 'a part given null is not drawn');
});
