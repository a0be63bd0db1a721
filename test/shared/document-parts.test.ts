import t from 'tap';
import { partsOf, withoutDocumentParts } from '../../src/render/document-parts.js';
import { documentPartsReviver } from '../../src/shared/document-parts.js';

const parts = ['<p>one</p>', '<ul><li>two</li></ul>', '', '<p>one</p>'];
const data = {
  details: '<p>one</p>',
  nested: { list: ['<ul><li>two</li></ul>', 'plain'], count: 3, none: null },
  query: '',
  name: 'Ryzen 7 7800X3D',
};

t.test('a string the page renders as a part is named by its first place among the parts', async (t) => {
  t.same(withoutDocumentParts(data, parts), {
    details: { $html: 0 },
    nested: { list: [{ $html: 1 }, 'plain'], count: 3, none: null },
    query: '',
    name: 'Ryzen 7 7800X3D',
  }, 'an empty part names nothing, and other strings stay');
});

t.test('the browser puts each part back from the page while it parses the payload', async (t) => {
  const sent = JSON.stringify(withoutDocumentParts(data, parts));
  t.same(JSON.parse(sent, documentPartsReviver((place) => parts[place]!)), data);
});

t.test('the parts of a page are the insides of its marked elements, in document order, nested ones too', async (t) => {
  const html = '<main><div class="static-html" data-static=""><div class="a"><div>x</div></div>&lt;div</div>'
    + '<div class="static-html"><b>not marked</b></div>'
    + '<div class="static-html" data-static=""><p>y <div class="static-html" data-static="">z</div></p></div></main>';
  t.same(partsOf(html), ['<div class="a"><div>x</div></div>&lt;div', '<p>y <div class="static-html" data-static="">z</div></p>', 'z']);
});
