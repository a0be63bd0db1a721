import t from 'tap';
import { payloadUrl } from '../../src/shared/payload-url.js';
import { BOT_UA, BROWSER_UA, bootApp, embeddedPayload, embeddedPayloadAsSent } from '../helper.js';

// Pages whose data carries parts the server rendered into HTML: the ladder (both languages, a
// marked processor), a detail page, the library, compare and home.
const PATHS = [
  '/ladder', '/en/ladder?segment=mobile&mark=amd:ryzen-7-7840u', '/en/cpu/amd/ryzen-7-7800x3d',
  '/cpu/intel/core-i9-14900k', '/lib?vendor=amd', '/en/compare?ids=amd:ryzen-7-7800x3d,intel:core-i5-12400f', '/en', '/',
];

/** Every string in `value`, however deep. */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

t.test('a page sends each part it renders once: its payload names the part, and reads back to the data a navigation gets', async (t) => {
  const app = await bootApp(t);
  for (const path of PATHS) {
    for (const ua of [BROWSER_UA, BOT_UA]) {
      const response = await app.inject({ url: path, headers: { 'user-agent': ua, 'accept-language': 'zh-CN' } });
      t.equal(response.statusCode, 200, path);
      const sent = embeddedPayloadAsSent(response.body);
      const [pathname, search = ''] = path.split('?');
      const navigation = await app.inject({ url: payloadUrl(pathname!, search ? `?${search}` : '', sent.buildId) });
      t.equal(navigation.statusCode, 200, `payload of ${path}`);
      const data = navigation.json().data;
      t.same(embeddedPayload(response.body).data, data, `${path}: the document's data, read back, is the payload's`);
      const long = strings(data).filter((text) => text.length > 200 && text.startsWith('<'));
      for (const part of long) {
        t.notOk(strings(sent.data).includes(part), `${path}: a part is not repeated in the embedded payload`);
      }
    }
  }
});

t.test('the ladder document is smaller than its page plus its data', async (t) => {
  const app = await bootApp(t);
  const document = await app.inject({ url: '/en/ladder', headers: { 'user-agent': BROWSER_UA } });
  const sent = embeddedPayloadAsSent(document.body);
  const whole = (await app.inject({ url: payloadUrl('/en/ladder', '', sent.buildId) })).body;
  t.ok(JSON.stringify(sent.data).length < whole.length / 4, 'the embedded data is a fraction of what a navigation downloads');
});
