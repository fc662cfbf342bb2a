/**
 * The guided tour's steps. Pure data, so the step lists are
 * unit-tested without a browser. Each step names the route its target lives on; the tour
 * navigates there (and waits for it) before showing the step, going forward or back.
 */
export type TourLayout = 'wide' | 'narrow';

/** On narrow layouts the sidebar is a drawer: some steps need it open, the rest closed. */
export type DrawerNeed = 'open' | 'closed';

export interface TourStepDef {
  id: string;
  /** CSS selector; the welcome and closing steps use `body` with a centred tooltip. */
  target: string;
  title: string;
  content: string;
  placement: 'center' | 'auto' | 'right' | 'bottom' | 'bottom-start' | 'top';
  /** The page the target lives on; absent means "any dashboard page". */
  route?: string;
  drawer?: DrawerNeed;
}

export const SAMPLE_PATIENT_ROUTE = '/dashboard/patients/test-patient';

const tourTarget = (name: string) => `[data-tour="${name}"]`;

const WELCOME: TourStepDef = {
  id: 'welcome',
  target: 'body',
  placement: 'center',
  title: 'Welcome to Asha Scribe',
  content:
    "Hello, I'm Asha. In a minute I'll show you how a recorded consultation becomes a structured English medical report.",
};

const OPEN_SIDEBAR: TourStepDef = {
  id: 'open-sidebar',
  target: tourTarget('sidebar-trigger'),
  placement: 'bottom-start',
  drawer: 'closed',
  title: 'Your menu',
  content: 'Tap here to open the menu with Patients, Add Patient and your profile. I will open it for you now.',
};

const MAIN_STEPS: TourStepDef[] = [
  {
    id: 'add-patient-link',
    target: tourTarget('add-patient-link'),
    placement: 'right',
    drawer: 'open',
    title: 'Add a patient',
    content: 'Every consultation belongs to a patient. Start here to add someone new.',
  },
  {
    id: 'add-patient-form',
    target: tourTarget('add-patient-form'),
    route: '/dashboard/add-patient',
    placement: 'auto',
    title: 'Patient details',
    content: 'A name is all you need; email and phone are optional.',
  },
  {
    id: 'patients-list',
    target: tourTarget('patients-list'),
    route: '/dashboard/patients',
    placement: 'auto',
    title: 'Your patients',
    content: 'All your patients, newest first. Search, sort and open any of them from here.',
  },
  {
    id: 'test-patient',
    target: tourTarget('test-patient'),
    route: '/dashboard/patients',
    placement: 'bottom',
    title: 'A sample patient',
    content:
      'This sample patient comes with a finished consultation, so you can explore without recording anything. Let’s open it.',
  },
  {
    id: 'record-button',
    target: tourTarget('record-button'),
    route: SAMPLE_PATIENT_ROUTE,
    placement: 'auto',
    title: 'Record a consultation',
    content:
      'Press record and talk with your patient in any language. When you stop, the recording uploads and I start writing the report.',
  },
  {
    id: 'consultations-timeline',
    target: tourTarget('consultations-timeline'),
    route: SAMPLE_PATIENT_ROUTE,
    placement: 'auto',
    title: 'Consultations',
    content: 'Each recorded consultation appears here, newest first. Pick one to see its report, transcript and audio.',
  },
  {
    id: 'report-area',
    target: tourTarget('report-area'),
    route: SAMPLE_PATIENT_ROUTE,
    placement: 'auto',
    title: 'The medical report',
    content:
      'The structured English report: complaint, history, medications, assessment and plan, ready for your review.',
  },
];

const CLOSING: TourStepDef = {
  id: 'closing',
  target: 'body',
  placement: 'center',
  title: "You're all set",
  content: 'That is the whole journey. You can take this tour again at any time from "Take the tour" in the sidebar.',
};

/** Wide: 9 steps. Narrow (< 768 px): the open-sidebar step comes before the sidebar's link. */
export function tourSteps(layout: TourLayout): TourStepDef[] {
  if (layout === 'wide') return [WELCOME, ...MAIN_STEPS, CLOSING].map(({ drawer: _drawer, ...s }) => s);
  return [WELCOME, OPEN_SIDEBAR, ...MAIN_STEPS, CLOSING].map((s) =>
    s.route && !s.drawer ? { ...s, drawer: 'closed' } : s,
  );
}
