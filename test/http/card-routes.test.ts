import t from 'tap';
import { BROWSER_UA, PAGE_PATHS, bootApp } from '../helper.js';

/**
 * Link previews: every page type's head names a card on the site's own origin, and that URL
 * answers a PNG of the size the head states, drawn in the page's language; the ladder links to
 * its page as one tall PNG. A picture URL the page would refuse is a 404, as every route's is.
 */
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** A PNG's size, from its first chunk (IHDR): width and height, big-endian, at bytes 16 and 20. */
const pngSize = (png: Buffer) => ({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) });
const metaOf = (html: string, attribute: 'property' | 'name', key: string) =>
  new RegExp(`<meta ${attribute}="${key.replace(/[.:]/g, '\\$&')}" content="([^"]*)"`).exec(html)?.[1];
const unescape = (value: string) => value.replace(/&amp;/g, '&');

t.test("every page type names its card, which answers a PNG of the stated size in the page's language", async (t) => {
  const app = await bootApp(t);
  const cards = new Map<string, Buffer>();
  for (const [path, locale] of PAGE_PATHS) {
    const html = (await app.inject({ url: path, headers: { 'user-agent': BROWSER_UA } })).body;
    const image = metaOf(html, 'property', 'og:image');
    t.ok(image, `${path}: og:image`);
    if (!image) continue;
    const pathOnly = path.split('?')[0]!;
    t.ok(
      image.startsWith(`https://atlas.test${pathOnly === '/' ? '' : pathOnly}/_card.png`),
      `${path}: its own card, absolute, on the site's origin (${image})`,
    );
    t.equal(metaOf(html, 'property', 'og:image:width'), '1200');
    t.equal(metaOf(html, 'property', 'og:image:height'), '630');
    t.match(metaOf(html, 'property', 'og:image:alt'), /\S/, `${path}: the card's alt text`);
    t.equal(metaOf(html, 'name', 'twitter:card'), 'summary_large_image');
    t.equal(metaOf(html, 'name', 'twitter:image'), image);

    const response = await app.inject({ url: unescape(image.slice('https://atlas.test'.length)), headers: { 'accept-encoding': 'br, gzip' } });
    t.equal(response.statusCode, 200, `GET ${image}`);
    t.equal(response.headers['content-type'], 'image/png');
    t.notOk(response.headers['content-encoding'], 'a PNG goes as it is, not compressed again');
    t.ok(response.rawPayload.subarray(0, 8).equals(PNG_SIGNATURE), 'a PNG');
    t.same(pngSize(response.rawPayload), { width: 1200, height: 630 }, 'of the size the head states');
    t.ok(response.rawPayload.length < 100 * 1024, `${path}: under 100 KB (${response.rawPayload.length} bytes)`);
    cards.set(`${locale} ${pathOnly.replace(/^\/en/, '') || '/'}`, response.rawPayload);
  }
  for (const [key, card] of cards) {
    if (!key.startsWith('zh ')) continue;
    const english = cards.get(`en ${key.slice(3)}`);
    t.ok(english && !english.equals(card), `${key.slice(3)}: the English card is another picture than the Chinese`);
  }
});

t.test('a card is kept like a page: the same bytes with an ETag, 304 when the client has them', async (t) => {
  const app = await bootApp(t);
  const first = await app.inject('/cpu/amd/ryzen-7-7800x3d/_card.png');
  const etag = first.headers.etag as string;
  t.match(etag, /^"[\w-]+"$/);
  t.equal(first.headers['cache-control'], 'no-cache');
  const again = await app.inject({ url: '/cpu/amd/ryzen-7-7800x3d/_card.png', headers: { 'if-none-match': etag } });
  t.equal(again.statusCode, 304);
});

t.test('the ladder page links to itself as one tall PNG, in its language; the value ladder too', async (t) => {
  const app = await bootApp(t);
  const pictures = new Map<string, Buffer>();
  // Short ladders (one vendor; the value ladder ranks the priced only): a tall picture of hundreds of entries costs a second to draw.
  for (const page of ['/ladder?segment=server&vendor=amd', '/en/ladder?segment=server&vendor=amd', '/ladder?segment=desktop&metric=per-yuan']) {
    const html = (await app.inject({ url: page, headers: { 'user-agent': BROWSER_UA } })).body;
    const href = /<p class="ladder-image-link"><a href="([^"]+)" download="[\w-]+\.png">/.exec(html)?.[1];
    t.ok(href, `${page}: a plain link to its picture, a download`);
    if (!href) continue;
    const [path = '', query = ''] = page.split('?');
    t.equal(unescape(href), `${path}/_image.png?${query}`, 'the picture of this very view');
    const response = await app.inject(unescape(href));
    t.equal(response.statusCode, 200, `GET ${href}`);
    t.equal(response.headers['content-type'], 'image/png');
    const { width, height } = pngSize(response.rawPayload);
    t.equal(width, 1080, "as wide as a phone screen's pixels");
    t.ok(height > 1.5 * width, `tall: every entry of the page (${width}×${height})`);
    pictures.set(page, response.rawPayload);
  }
  t.notOk(
    pictures.get('/ladder?segment=server&vendor=amd')!.equals(pictures.get('/en/ladder?segment=server&vendor=amd')!),
    'the English picture is another than the Chinese',
  );
});

t.test('picture URLs the page would refuse answer 404, as every route does', async (t) => {
  const app = await bootApp(t);
  for (const url of [
    '/cpu/amd/no-such-processor/_card.png',
    '/en/cpu/intel/no-such-processor/_card.png',
    '/socket/no-such-socket/_card.png',
    '/upgrade/amd/no-such-processor/_card.png',
    '/lib/_image.png',
    '/cpu/amd/ryzen-7-7800x3d/_image.png',
    '/_card.png/x',
    '/ladder/_card.jpg',
  ]) {
    const response = await app.inject({ url, headers: { 'user-agent': BROWSER_UA } });
    t.equal(response.statusCode, 404, `GET ${url}`);
  }
});

t.test('a picture URL the page redirects goes to the picture of where the page goes', async (t) => {
  const app = await bootApp(t);
  const response = await app.inject('/lib/_card.png?q=&vendor=amd&per=24');
  t.equal(response.statusCode, 301);
  t.equal(response.headers.location, '/lib/_card.png?vendor=amd');
});
