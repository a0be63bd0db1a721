export * from '../record/launch-date.js';
