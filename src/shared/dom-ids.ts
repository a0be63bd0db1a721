/**
 * Ids of the elements the server writes around the page and the browser entry looks up.
 */

/** The element React renders into. */
export const APP_ELEMENT_ID = 'app';

/** The JSON element that tells the browser where the views and messages it may load are (ClientAssets). */
export const ASSETS_ELEMENT_ID = '__atlas_assets';

/** The JSON element that carries the page's payload, for hydration. */
export const PAYLOAD_ELEMENT_ID = '__atlas_payload';

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
