/**
 * Ids of the elements the server writes around the page and the browser entry looks up.
 */

/** The element React renders into. */
export const APP_ELEMENT_ID = 'app';

/** The JSON element that tells the browser where the views and messages it may load are (ClientAssets). */
export const ASSETS_ELEMENT_ID = '__atlas_assets';

/** The JSON element that carries the page's payload, for hydration. */
export const PAYLOAD_ELEMENT_ID = '__atlas_payload';
