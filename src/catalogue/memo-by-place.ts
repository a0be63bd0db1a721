/**
 * A value for each place of a list, made the first time that place is asked for and kept: what a
 * large catalogue makes lazily per record (a figure object, a key string) without making it for
 * records nobody reads. The array is filled to its length when first used, as an array grown at
 * scattered places turns into a dictionary.
 */
export function memoByPlace<T>(length: number, make: (place: number) => T): (place: number) => T {
  let made: (T | undefined)[] | undefined;
  return (place) => ((made ??= Array.from({ length }, () => undefined))[place] ??= make(place));
}
