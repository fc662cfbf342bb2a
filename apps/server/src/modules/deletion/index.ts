// What other modules may use of the deletion module; everything else in it is its own.
export { assertUndoable, deletedResponse } from './undo-window.js';
