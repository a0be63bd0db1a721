import t from 'tap';
import { nameOrderOf } from '../../src/catalogue/natural-order.js';

t.test("nameOrderOf: places in natural order of the names, equal names in their places' order", async (t) => {
  const records = [{ name: 'Core i5-12400' }, { name: 'Core i5-9600K' }, { name: 'core i5-9600k' }, { name: 'Athlon 3000G' }, { name: 'Core i5-9600K' }];
  const order = [...nameOrderOf(records)];
  t.same(
    order.map((place) => records[place]!.name),
    ['Athlon 3000G', 'Core i5-9600K', 'core i5-9600k', 'Core i5-9600K', 'Core i5-12400'],
  );
  t.same(
    order.filter((place) => records[place]!.name.toLowerCase() === 'core i5-9600k'),
    [1, 2, 4],
    "names equal but for case keep their places' order",
  );
});

t.test('nameOrderOf: made once per list, and each list gets its own', async (t) => {
  const records = [{ name: 'B' }, { name: 'A' }];
  t.equal(nameOrderOf(records), nameOrderOf(records), 'the same list asked again gets the same order');
  t.same([...nameOrderOf([...records].reverse())], [0, 1], 'another list is ordered for itself');
});
