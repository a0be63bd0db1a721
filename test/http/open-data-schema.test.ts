import { Ajv2020 } from 'ajv/dist/2020.js';
import t from 'tap';
import { loadCatalogue } from '../../src/catalogue/load.js';
import { readConfig } from '../../src/config.js';
import { bootApp } from '../helper.js';

const catalogue = await loadCatalogue(undefined, readConfig({}).rootDir);

t.test('GET /data/processors.schema.json is a JSON Schema that the open data passes', async (t) => {
  const app = await bootApp(t, { catalogue });
  const response = await app.inject({ url: '/data/processors.schema.json' });
  t.equal(response.statusCode, 200);
  t.match(response.headers['content-type'], /^application\/schema\+json/);
  const schema = response.json();
  t.equal(schema.$schema, 'https://json-schema.org/draft/2020-12/schema');
  t.equal(schema.type, 'array');

  const validate = new Ajv2020({ strict: false, allErrors: true }).compile(schema);
  const data = (await app.inject({ url: '/data/processors.json' })).json();
  t.ok(validate(data), `the whole catalogue validates${validate.errors ? `: ${JSON.stringify(validate.errors.slice(0, 3))}` : ''}`);

  const real = data.find((p: { id: string }) => p.id === 'ryzen-7-7800x3d');
  t.ok(validate([real]), 'a real record validates');
  const bad = [
    { ...real, cores: '8' },
    { ...real, id: 'Ryzen 7' },
    { ...real, memory: { ...real.memory, types: ['DDR5-5200'] } },
    { ...real, segment: 'laptop' },
    { ...real, source: 'AMD' },
    (({ sources: _sources, ...rest }) => rest)(real),
  ];
  for (const record of bad) t.notOk(validate([record]), `rejected: ${JSON.stringify(record).slice(0, 60)}…`);

  // disputes and derived facts are in the published shape, and their sources must lead somewhere
  const disputed = data.find((p: { id: string }) => p.id === 'phenom-ii-x2-570');
  t.ok(disputed.sources.disputes.length > 0 && validate([disputed]), 'a record with a dispute validates');
  const items = schema.items.properties.sources.properties;
  t.ok(items.disputes && items.derived, 'the schema describes sources.disputes and sources.derived');
  t.ok(schema.items.properties.caseTempC, 'and the case temperature');
  t.notOk(
    validate([{ ...disputed, sources: { ...disputed.sources, disputes: [{ ...disputed.sources.disputes[0], kind: 'rumour' }] } }]),
    'a dispute of no known kind is refused',
  );
});
