// What other modules may use of the models module; everything else in it is its own.
export { arrivingSpeechModel } from './arriving.js';
export { modelsState } from './state.js';
