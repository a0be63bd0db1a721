/**
 * A pure function remembered per value: a function asked about the same few values over and over
 * (a request header, a launch date, a number a formatter writes) works each out once. At most
 * `limit` values are kept; past that the memory starts again, so odd values cannot make it grow.
 */
export function remembered<T, V extends string | number = string>(answer: (value: V) => T, limit = 1000): (value: V) => T {
  const answers = new Map<V, T>();
  return (value) => {
    let known = answers.get(value);
    if (known === undefined && !answers.has(value)) {
      known = answer(value);
      if (answers.size >= limit) answers.clear();
      answers.set(value, known);
    }
    return known as T;
  };
}
