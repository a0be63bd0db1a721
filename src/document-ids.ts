/** The element React renders into, shared by the document template and the browser entry. */
export const APP_ELEMENT_ID = 'app';

/** The JSON element that tells the browser where the views and messages it may load are (ClientAssets). */
export const ASSETS_ELEMENT_ID = '__atlas_assets';
