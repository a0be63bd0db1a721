/** Joins the class names that are set: `classNames('w-a', reverse && 'w-a--reverse', className)`. */
export function classNames(...names: ReadonlyArray<string | false | null | undefined>): string {
  return names.filter(Boolean).join(' ');
}
