/**
 * The first place in ascending `sorted` whose value is not below `value` (`sorted.length` when
 * every value is below it): where `value` would go to keep the order. The search's word table,
 * the library's distinct sort values and a segment's launch months all look up a place this way.
 */
export function lowerBound<T extends number | string>(sorted: ArrayLike<T>, value: T): number {
  let [low, high] = [0, sorted.length];
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (sorted[middle]! < value) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * The first place in ascending `sorted` whose value is above `value` (`sorted.length` when none
 * is): how many values are `value` or below. A ladder counts the ranges clearly ahead of one this way.
 */
export function upperBound(sorted: ArrayLike<number>, value: number): number {
  let [low, high] = [0, sorted.length];
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (sorted[middle]! <= value) low = middle + 1;
    else high = middle;
  }
  return low;
}
