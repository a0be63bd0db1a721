/** The maintainers' widget gallery: the browser draws every widget, from nothing. */
export type WidgetsData = Record<string, never>;
