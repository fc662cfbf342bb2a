/**
 * The sidebar's "Take the tour" entry and the tour itself live in different features; they meet
 * through this tiny event channel.
 */
const START_TOUR = 'asha:start-tour';

export function requestTourStart(): void {
  window.dispatchEvent(new Event(START_TOUR));
}

export function onTourStartRequested(listener: () => void): () => void {
  window.addEventListener(START_TOUR, listener);
  return () => window.removeEventListener(START_TOUR, listener);
}
