export * from '../record/processor-vocabulary.js';
