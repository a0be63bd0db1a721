/**
 * Natural order for names, in which "Core i5-9600" comes before "Core i5-12400": the library's
 * name sort and socket list and the search index's rows all put names in this order.
 */
import { naturalKey } from '../record/natural-key.js';

const nameOrders = new WeakMap<readonly { name: string }[], Int32Array>();

/**
 * The places of a list's records in natural order of their names, equal names in their places'
 * order. Made once per list and shared (read it, never write to it): the search index's rows and
 * the library's orders both start from it, and at fake:100000 keying and sorting the names takes
 * about 160 ms of CPU.
 */
export function nameOrderOf(records: readonly { name: string }[]): Int32Array {
  let order = nameOrders.get(records);
  if (!order) {
    const keys = records.map((record) => naturalKey(record.name));
    order = Int32Array.from(records.keys()).sort((a, b) => (keys[a]! < keys[b]! ? -1 : keys[a]! > keys[b]! ? 1 : a - b));
    nameOrders.set(records, order);
  }
  return order;
}

/** Keeps an order made elsewhere (by the search tables' thread) from the same names, as nameOrderOf would have made it. */
export function keepNameOrder(records: readonly { name: string }[], order: Int32Array): void {
  if (order.length === records.length) nameOrders.set(records, order);
}
