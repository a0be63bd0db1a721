// The dashboard decoration widgets. Their look and motion live in widgets.css, which the site
// stylesheet must include.
export { default as BorderBox8 } from './border-box-8.js';
export type { BorderBox8Props } from './border-box-8.js';
export { default as Decoration2 } from './decoration-2.js';
export type { Decoration2Props } from './decoration-2.js';
export { default as Decoration4 } from './decoration-4.js';
export type { Decoration4Props } from './decoration-4.js';
export { default as Decoration5 } from './decoration-5.js';
export type { Decoration5Props } from './decoration-5.js';
export { default as Decoration9 } from './decoration-9.js';
export type { Decoration9Props } from './decoration-9.js';
export { default as Decoration12 } from './decoration-12.js';
export type { Decoration12Props } from './decoration-12.js';
export { default as Loading } from './loading.js';
export type { LoadingProps } from './loading.js';
export type { ColorPair, WidgetProps } from './widget-props.js';
