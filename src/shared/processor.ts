export * from '../record/processor.js';
