import type { Locale, Options, Props } from 'react-joyride';

/**
 * Tour behaviour, as react-joyride 3 options:
 * - overlay clicks do nothing; Escape is handled by ProductTour itself (it ends the tour,
 *   where the library's 'close' would only move to the next step);
 * - the close (×) button ends the tour (library 'skip', told apart by its origin — ADR 0006);
 * - tooltip width 380; a missing target is waited for (TARGET_WAIT), then skipped.
 */
export const TOUR_OPTIONS: Partial<Options> = {
  width: 380,
  overlayClickAction: false,
  dismissKeyAction: false,
  closeButtonAction: 'skip',
  buttons: ['back', 'close', 'skip', 'primary'],
  skipBeacon: true,
  // Longer than a step's preparation: the drawer, the route wait and the wait for its target.
  beforeTimeout: 32_000,
  primaryColor: '#0f766e',
  textColor: '#0f172a',
  zIndex: 1000,
  spotlightRadius: 8,
};

export const TOUR_LOCALE: Locale = { back: 'Back', close: 'Close', last: 'Finish', next: 'Next', skip: 'Skip tour' };

/**
 * The tooltip never leaves the window. A target taller than the window (a long patients list,
 * the report on a phone) has no room above or below it once scrolled into view, and the tooltip
 * would sit off screen with only the overlay left; shifting it along both axes keeps it (and its
 * buttons) inside the window, over the part of the target that is out of the way.
 */
export const TOUR_FLOATING: Props['floatingOptions'] = {
  shiftOptions: { padding: 10, crossAxis: true },
};
