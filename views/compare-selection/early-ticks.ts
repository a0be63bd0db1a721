/**
 * The boxes ticked or unticked before the code arrived, for it to apply, and whether it has taken
 * them over: handed from the library's listener (use-library-selection.ts) to the selection's code
 * (library-selection.tsx).
 */
export interface EarlyTicks {
  boxes: Set<HTMLInputElement>;
  /**
   * set once the code listens itself: this listener stays until React's effects run after the
   * code's first commit, and what it collected then would be applied on a later visit, after the
   * visitor may have changed the selection
   */
  taken: boolean;
}
