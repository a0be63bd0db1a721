import t from 'tap';
import { CsvError, parseCsv } from '../../src/pipeline/records/csv.js';

const fields = (text: string): string[][] => parseCsv(text).map((record) => record.fields);

t.test('plain fields, LF and CRLF', async (t) => {
  t.same(fields('a,b,c\n1,2,3\n'), [
    ['a', 'b', 'c'],
    ['1', '2', '3'],
  ]);
  t.same(fields('a,b,c\r\n1,2,3\r\n'), [
    ['a', 'b', 'c'],
    ['1', '2', '3'],
  ]);
  t.same(
    fields('a,b\r\n1,2'),
    [
      ['a', 'b'],
      ['1', '2'],
    ],
    'no line break after the last record',
  );
  t.same(
    fields('a,,c\n,,\n'),
    [
      ['a', '', 'c'],
      ['', '', ''],
    ],
    'empty fields',
  );
  t.same(fields('a,b,\n'), [['a', 'b', '']], 'trailing comma is an empty last field');
  t.same(fields('a,b,'), [['a', 'b', '']], 'trailing comma at end of input');
  t.same(fields(''), []);
});

t.test('quoted fields', async (t) => {
  t.same(fields('"Jul 31st, 2014",x\n'), [['Jul 31st, 2014', 'x']], 'comma inside quotes');
  t.same(fields('"say ""hi""",x\n'), [['say "hi"', 'x']], 'doubled quotes');
  t.same(fields('""\n'), [['']], 'empty quoted field');
  t.same(fields('"",""\n'), [['', '']]);
  t.same(
    fields('"a\nb",c\nd,e\n'),
    [
      ['a\nb', 'c'],
      ['d', 'e'],
    ],
    'line break inside quotes',
  );
  t.same(fields('"a\r\nb",c\r\n'), [['a\r\nb', 'c']], 'CRLF inside quotes is kept');
  t.same(fields('"x"'), [['x']], 'quoted field at end of input');
  t.same(fields('5" drive,x\n'), [['5" drive', 'x']], 'a quote inside an unquoted field is kept');
});

t.test('byte order mark', async (t) => {
  t.same(fields('\uFEFF,,Model\n,on,Ryzen\n'), [
    ['', '', 'Model'],
    ['', 'on', 'Ryzen'],
  ]);
  t.same(fields('\uFEFF"Name"\nx\n'), [['Name'], ['x']], 'BOM before a quoted header');
});

t.test('line numbers count physical lines', async (t) => {
  const records = parseCsv('h1,h2\n"multi\nline",x\n\nlast,y\n');
  t.same(
    records.map((r) => r.line),
    [1, 2, 5],
    'blank line skipped, multi-line field counted',
  );
  t.same(
    parseCsv('a\r\nb\r\nc').map((r) => r.line),
    [1, 2, 3],
  );
});

t.test('malformed input', async (t) => {
  t.throws(() => parseCsv('a,"never closed\nb,c\n'), CsvError);
  t.throws(() => parseCsv('a\n"x"y,z\n'), { message: /line 2: unexpected "y" after a closing quote/ });
});
