/** The element React renders into, shared by the document template and the browser entry. */
export const APP_ELEMENT_ID = 'app';
