import t from 'tap';
import { formatLaunchQuarter, isLaunchDate, launchMonthIndex, launchSortKey, launchYear } from '../../src/record/launch-date.js';

t.test('a launch date is a day, a month or a quarter, and a real one', async (t) => {
  for (const good of ['2024-07-23', '2024-07', '2024-Q3', '2024-02-29']) t.ok(isLaunchDate(good), good);
  for (const bad of ['2024-Q0', '2024-Q5', '2023-02-29', '2024-13', '2024', 'Q3 2024', "Q3'24"]) t.notOk(isLaunchDate(bad), bad);
  t.equal(formatLaunchQuarter(2024, 3), '2024-Q3');
  t.equal(formatLaunchQuarter(2024, 5), null);
});

t.test('quarters sort and filter by year with the months and days of their year', async (t) => {
  t.equal(launchYear('2024-Q3'), 2024);
  t.equal(launchYear(null), null);
  const order = ['2024-08-15', '2024-Q3', '2023-12', '2024-07', '2024-Q4', '2024-07-01'].sort((a, b) => launchSortKey(a)! - launchSortKey(b)!);
  // a quarter sorts with its first day: after every earlier date, never after a later one of its own period
  t.same(order.slice(0, 1), ['2023-12']);
  t.same(order.slice(-2), ['2024-08-15', '2024-Q4']);
  t.equal(launchSortKey('2024-Q3'), launchSortKey('2024-07-01'));
  t.equal(launchMonthIndex('2024-Q4')! - launchMonthIndex('2024-Q1')!, 9);
});
