/**
 * A polite live region that names each page reached by client navigation,
 * as a screen reader would have named it after a full load. It is always in
 * the document, empty at first, because a live region inserted together with
 * its text is often not announced.
 */
export function RouteAnnouncer({ message }: { message: string }) {
  return (
    <p className="visually-hidden" role="status" aria-live="polite" aria-atomic="true">
      {message}
    </p>
  );
}
