import t from 'tap';
import { launchMonthIndex, launchSortKey, launchYear } from '../../src/catalogue/launch-keys.js';
import * as launchDate from '../../src/shared/launch-date.js';

/**
 * The catalogue's remembered launch numbers are the shared module's: for every precision, for
 * texts that are no date, and when asked again (the second answer comes from memory).
 */
const TEXTS = ['2024-07-15', '2024-07', '2024-Q3', '2024-Q1', '1999-12-31', '2023-02-29', '2024-13', '2024-Q5', 'soon', ''];

t.test('sort key, year and month index are those of src/shared/launch-date.ts, first and second time', async (t) => {
  for (const round of ['first', 'second']) {
    for (const text of [...TEXTS, null]) {
      t.equal(launchSortKey(text), launchDate.launchSortKey(text), `${round}: sort key of ${text}`);
      t.equal(launchYear(text), launchDate.launchYear(text), `${round}: year of ${text}`);
      t.equal(launchMonthIndex(text), launchDate.launchMonthIndex(text), `${round}: month index of ${text}`);
    }
  }
});

t.test('a quarter sorts with its first month and day, and a month before the next', async (t) => {
  t.equal(launchSortKey('2024-Q3'), launchSortKey('2024-07-01'));
  t.ok(launchSortKey('2024-06-30')! < launchSortKey('2024-07')!);
});
