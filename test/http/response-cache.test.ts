import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import t from 'tap';
import { ResponseCache, etagOf, type Produced } from '../../src/http/response-cache.js';

const page = (text: string, status = 200): Produced => ({ status, contentType: 'text/html; charset=utf-8', body: Buffer.from(text) });

t.test('the same key is produced once, even when asked for concurrently', async (t) => {
  const cache = new ResponseCache(1 << 20);
  let renders = 0;
  // The render finishes only once all three have asked.
  let finish!: () => void;
  const allAsked = new Promise<void>((resolve) => (finish = resolve));
  const produce = async () => {
    renders++;
    await allAsked;
    return page('<p>hello</p>');
  };
  const asked = [1, 2, 3].map(() => cache.getOrProduce('k', produce));
  finish();
  const [a, b, c] = await Promise.all(asked);
  t.equal(renders, 1, 'one render for three requests');
  t.equal(a, b);
  t.equal(b, c);
  t.equal((await cache.getOrProduce('k', produce))?.body?.toString(), '<p>hello</p>');
  t.equal(renders, 1, 'and none for the fourth');
  t.match(cache.stats(), { entries: 1, hits: 1, misses: 1 });
});

t.test('different keys are different entries; the ETag follows the bytes, not the key', async (t) => {
  const cache = new ResponseCache(1 << 20);
  const dark = await cache.getOrProduce('/|dark', async () => page('<html data-theme="dark">'));
  const light = await cache.getOrProduce('/|light', async () => page('<html data-theme="light">'));
  const again = await cache.getOrProduce('/elsewhere', async () => page('<html data-theme="dark">'));
  t.not(dark!.etag, light!.etag, 'a theme change gives other bytes and another ETag');
  t.equal(dark!.etag, again!.etag, 'the same bytes give the same ETag, whatever the key');
  t.equal(dark!.etag, etagOf(Buffer.from('<html data-theme="dark">')));
  t.match(dark!.etag, /^"[A-Za-z0-9_-]{22}"$/);
});

t.test('a production that fails or answers null is not kept', async (t) => {
  const cache = new ResponseCache(1 << 20);
  await t.rejects(
    cache.getOrProduce('k', async () => {
      throw new Error('boom');
    }),
    /boom/,
  );
  t.equal(await cache.getOrProduce('e', async () => null), null);
  t.equal(cache.stats().entries, 0);
  t.equal((await cache.getOrProduce('k', async () => page('ok')))?.body?.toString(), 'ok', 'the next request tries again');
});

t.test('memory is bounded in bytes: the least recently used go first', async (t) => {
  const cache = new ResponseCache(10_000);
  const body = 'x'.repeat(800); // about a tenth of the bound each, with the allowance
  for (let i = 0; i < 30; i++) await cache.getOrProduce(`k${i}`, async () => page(body + i));
  t.ok(cache.stats().bytes <= 10_000, `${cache.stats().bytes} bytes held`);
  t.equal(cache.get('k0'), undefined, 'the oldest is gone');
  t.ok(cache.get('k29'), 'the newest is kept');
  // Using an old entry keeps it: k22 was used, so k23 goes before it.
  cache.get('k22');
  for (let i = 30; i < 32; i++) await cache.getOrProduce(`k${i}`, async () => page(body + i));
  t.ok(cache.get('k22'), 'a recently used entry stays');
  t.equal(cache.get('k23'), undefined, 'the least recently used left instead');
});

t.test('a body too large for the bound is answered but not kept', async (t) => {
  const cache = new ResponseCache(8_000);
  const entry = await cache.getOrProduce('big', async () => page('y'.repeat(5_000)));
  t.equal(entry?.body?.length, 5_000);
  t.equal(cache.stats().entries, 0);
});

t.test(
  'compressed variants: a quick copy first, the final one the second time, then kept; all decompress to the body and count against the bound',
  async (t) => {
    const cache = new ResponseCache(1 << 20);
    const text = '<main>'.concat(Array.from({ length: 400 }, (_, i) => `processor ${i * 37} `).join(''), '</main>');
    const entry = (await cache.getOrProduce('k', async () => page(text)))!;
    const before = cache.stats().bytes;
    const quick = cache.variant('k', entry, 'br');
    t.ok(entry.quick.has('br'), 'the first copy is the quick one');
    t.equal(brotliDecompressSync(quick).toString(), text);
    t.equal(cache.stats().bytes, before + quick.length, 'and is counted');
    t.equal(entry.body?.toString(), text, 'the body stays beside the quick copy');
    const final = cache.variant('k', entry, 'br');
    t.notOk(entry.quick.has('br'), 'the second request makes the final copy');
    t.equal(entry.body, null, 'and nobody asked for the body: the final brotli copy stands for it');
    t.ok(final.length < quick.length, `which is smaller (${final.length} bytes, the quick one ${quick.length})`);
    t.equal(brotliDecompressSync(final).toString(), text);
    t.equal(cache.stats().bytes, before - text.length + final.length, 'counted in the place of the quick copy and the body');
    t.equal(cache.variant('k', entry, 'br'), final, 'then kept');
    const gzip = cache.variant('k', entry, 'gzip');
    t.equal(gunzipSync(gzip).toString(), text, 'gzip is made from the body, made again from the brotli copy');
    t.equal(cache.variant('k', entry, null).toString(), text, 'and so is the body itself');
    t.equal(cache.variant('k', entry, null), entry.body, 'which the entry keeps from then on');
    const finalGzip = cache.variant('k', entry, 'gzip');
    t.equal(cache.stats().bytes, before + final.length + finalGzip.length, 'the body counted again, with both copies');
    cache.variant('k', entry, 'br');
    t.equal(entry.body?.toString(), text, 'a later brotli request does not let it go again');
  },
);

t.test('an entry whose body was asked for first keeps it beside its brotli copy', async (t) => {
  const cache = new ResponseCache(1 << 20);
  const text = 'x'.repeat(5_000);
  const entry = (await cache.getOrProduce('k', async () => page(text)))!;
  t.equal(cache.variant('k', entry, null).toString(), text);
  cache.variant('k', entry, 'br');
  cache.variant('k', entry, 'br');
  t.equal(entry.body?.toString(), text, 'the body stays');
  t.equal(cache.stats().bytes, text.length + 256 + entry.variants.br!.length);
});

t.test('a bound holds several times the pages asked for twice in brotli alone', async (t) => {
  const cache = new ResponseCache(100_000);
  const body = (i: number) => `<main>${Array.from({ length: 500 }, (_, n) => `row ${n % 50} of page ${i}`).join(' ')}</main>`;
  for (let i = 0; i < 40; i++) {
    const entry = (await cache.getOrProduce(`k${i}`, async () => page(body(i))))!;
    cache.variant(`k${i}`, entry, 'br');
    cache.variant(`k${i}`, entry, 'br');
  }
  t.ok(body(0).length * 40 > 100_000 * 3, `${body(0).length} bytes a page: 40 of them are three times the bound and more`);
  t.equal(cache.stats().entries, 40, 'all 40 kept, as brotli');
  t.equal(brotliDecompressSync(cache.get('k0')!.variants.br!).toString(), body(0));
});

t.test('the bound counts the memory held: each body and variant in a buffer of its own size', async (t) => {
  // Small answers and their compressed variants, the cache's commonest entries: a compressor
  // answers with a view of a larger chunk, and a small Buffer.from with a view of a shared pool.
  const cache = new ResponseCache(1 << 20);
  const held = new Set<ArrayBufferLike>();
  for (let i = 0; i < 50; i++) {
    const body = Buffer.from(JSON.stringify({ items: Array.from({ length: 60 }, (_, n) => `processor ${i} ${n}`) }));
    const entry = cache.put(`search ${i}`, { status: 200, contentType: 'application/json', body });
    cache.variant(`search ${i}`, entry, 'br');
    cache.variant(`search ${i}`, entry, 'br');
    cache.variant(`search ${i}`, entry, 'gzip');
    for (const bytes of [entry.body!, ...Object.values(entry.variants)]) held.add(bytes.buffer);
  }
  const heldBytes = [...held].reduce((sum, buffer) => sum + buffer.byteLength, 0);
  t.ok(heldBytes <= cache.stats().bytes, `${heldBytes} bytes of buffers held, ${cache.stats().bytes} counted`);
});

t.test('forget lets go of the keys it picks; a production under way then is sent but not kept', async (t) => {
  const cache = new ResponseCache(1 << 20);
  cache.put('page /cpu/amd/a', page('a'));
  cache.put('page /cpu/amd/b', page('b'));
  let finish!: () => void;
  const rendered = new Promise<void>((resolve) => (finish = resolve));
  // Made from the figures before the change, and finished after it.
  const stale = cache.getOrProduce('page /ladder', async () => {
    await rendered;
    return page('old ladder');
  });
  t.equal(
    cache.forget((key) => key !== 'page /cpu/amd/b'),
    1,
    'one kept entry forgotten',
  );
  finish();
  t.equal((await stale)?.body?.toString(), 'old ladder', 'those who waited get what was made');
  t.equal(cache.get('page /cpu/amd/a'), undefined, 'a forgotten entry is gone');
  t.equal(cache.get('page /ladder'), undefined, 'the production under way was not kept');
  t.equal(cache.get('page /cpu/amd/b')?.body?.toString(), 'b', 'what it did not pick stays');
  t.equal((await cache.getOrProduce('page /ladder', async () => page('new ladder')))?.body?.toString(), 'new ladder', 'the next request makes it again');
  t.equal(
    cache.stats().bytes,
    cache.get('page /cpu/amd/b')!.body!.length + 256 + cache.get('page /ladder')!.body!.length + 256,
    'the bytes counted are those kept',
  );
});
