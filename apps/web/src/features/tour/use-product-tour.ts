import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { EVENTS, STATUS, useJoyride, type EventData, type Step } from 'react-joyride';
import { useNavigate } from 'react-router';
import { useSidebar } from '@/components/layout/sidebar';
import { onTourStartRequested } from '@/lib/tour-events';
import { TOUR_FLOATING, TOUR_LOCALE, TOUR_OPTIONS } from './joyride-options';
import { isTourCompleted, markTourCompleted, storesFlag, tourOutcome, type TourOutcome } from './outcome';
import { sleep, waitForElement, waitForRoute } from './route-wait';
import { tourSteps, type TourLayout, type TourStepDef } from './steps';
import { TourTooltip } from './tour-tooltip';

/** The tour starts by itself 1000 ms after sign-in unless `tourCompleted` is set. */
export const AUTO_START_DELAY_MS = 1000;
const DRAWER_ANIMATION_MS = 250;

/**
 * The product tour's engine: picks the step list for the layout, moves between pages and the
 * mobile drawer before each step, and settles how the tour ends.
 */
export function useProductTour() {
  const navigate = useNavigate();
  const sidebar = useSidebar();
  const sidebarRef = useRef(sidebar);
  const [layout, setLayout] = useState<TourLayout>(sidebar.isMobile ? 'narrow' : 'wide');
  const [pendingStart, setPendingStart] = useState(false);

  useEffect(() => {
    sidebarRef.current = sidebar;
  }, [sidebar]);

  /** Before a step: drawer open/closed as the step needs (closed before navigating), then route, then its target. */
  const prepare = useCallback(
    async (def: TourStepDef) => {
      const { openMobile, setOpenMobile } = sidebarRef.current;
      if (def.drawer === 'open' && !openMobile) {
        setOpenMobile(true);
        await sleep(DRAWER_ANIMATION_MS);
      } else if (def.drawer === 'closed' && openMobile) {
        setOpenMobile(false);
        await sleep(DRAWER_ANIMATION_MS);
      }
      if (def.route && window.location.pathname !== def.route) {
        void navigate(def.route);
        await waitForRoute(def.route, def.target);
      }
      await waitForElement(def.target, def.route);
    },
    [navigate],
  );

  const steps = useMemo<Step[]>(
    () =>
      tourSteps(layout).map((def) => ({
        id: def.id,
        target: def.target,
        title: def.title,
        content: def.content,
        placement: def.placement,
        before: () => prepare(def),
      })),
    [layout, prepare],
  );

  const finish = useCallback(
    (outcome: TourOutcome) => {
      if (storesFlag(outcome)) markTourCompleted();
      sidebarRef.current.setOpenMobile(false);
      void navigate('/dashboard');
    },
    [navigate],
  );

  const onEvent = useCallback(
    (data: EventData) => {
      if (data.type !== EVENTS.TOUR_END) return;
      const outcome = tourOutcome(data);
      if (outcome) finish(outcome);
    },
    [finish],
  );

  const { controls, state, Tour } = useJoyride({
    steps,
    continuous: true,
    onEvent,
    options: TOUR_OPTIONS,
    floatingOptions: TOUR_FLOATING,
    locale: TOUR_LOCALE,
    tooltipComponent: TourTooltip,
  });
  const running = state.status === STATUS.RUNNING;

  /** Chooses the step list for the current layout; the start itself waits for it to apply. */
  const begin = useCallback(() => {
    setLayout(sidebarRef.current.isMobile ? 'narrow' : 'wide');
    setPendingStart(true);
  }, []);

  useEffect(() => {
    if (!pendingStart) return;
    setPendingStart(false);
    controls.start(0);
  }, [pendingStart, controls]);

  /** Escape and the close button end the tour without storing the flag (ADR 0006). */
  const dismiss = useCallback(() => {
    controls.reset(false);
    finish('dismissed');
  }, [controls, finish]);

  useEffect(() => {
    if (!running) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && dismiss();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [running, dismiss]);

  // Auto-start once per dashboard visit for a clinician who has not finished or skipped it.
  useEffect(() => {
    if (isTourCompleted()) return;
    const timer = setTimeout(begin, AUTO_START_DELAY_MS);
    return () => clearTimeout(timer);
  }, [begin]);

  // "Take the tour" in the sidebar: go to /dashboard first, then start from the beginning.
  useEffect(
    () =>
      onTourStartRequested(() => {
        if (running) controls.reset(false);
        sidebarRef.current.setOpenMobile(false);
        void navigate('/dashboard');
        begin();
      }),
    [begin, controls, navigate, running],
  );

  return Tour;
}
