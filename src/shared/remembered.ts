/**
 * A pure function of a request header, remembered per value: clients send a handful of distinct
 * user agents, Accept-Encoding and Accept-Language headers, so each is worked out once. At most
 * `limit` values are kept; past that the memory starts again, so odd headers cannot make it grow.
 */
export function remembered<T>(answer: (value: string) => T, limit = 1000): (value: string) => T {
  const answers = new Map<string, T>();
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
