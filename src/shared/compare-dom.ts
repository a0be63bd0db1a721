/**
 * Where the compare selection meets the HTML the server draws. Apart from dom-ids.ts, which the
 * entry holds: only the library, the detail page and the selection's own file need these.
 */
/**
 * The library's compare form: the results' boxes join it by this id (`form=`), and the compare
 * selection (views/compare-selection/) sends it with the whole selection.
 */
export const COMPARE_FORM_ID = 'compare-form';

/**
 * Marks a link that compares one processor (`data-compare-pick="amd:ryzen-7-7800x3d"`, with its
 * name in `data-name`): the detail page's compare button, which the compare selection turns into
 * "compare with my selection".
 */
export const COMPARE_PICK_ATTRIBUTE = 'data-compare-pick';
