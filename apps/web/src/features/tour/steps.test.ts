import { describe, expect, it } from 'vitest';
import { SAMPLE_PATIENT_ROUTE, tourSteps } from './steps';

const ids = (layout: 'wide' | 'narrow') => tourSteps(layout).map((s) => s.id);

describe('tourSteps', () => {
  it('wide layouts get the 9 steps, in order', () => {
    expect(ids('wide')).toEqual([
      'welcome',
      'add-patient-link',
      'add-patient-form',
      'patients-list',
      'test-patient',
      'record-button',
      'consultations-timeline',
      'report-area',
      'closing',
    ]);
  });

  it('narrow layouts add the open-sidebar step right before the sidebar link', () => {
    const narrow = ids('narrow');
    expect(narrow).toEqual([...ids('wide').slice(0, 1), 'open-sidebar', ...ids('wide').slice(1)]);
    expect(tourSteps('narrow')[1]!.target).toBe('[data-tour="sidebar-trigger"]');
  });

  it('navigates to the add-patient page, the patients list and the sample patient', () => {
    const route = Object.fromEntries(tourSteps('wide').map((s) => [s.id, s.route]));
    expect(route['add-patient-form']).toBe('/dashboard/add-patient');
    expect(route['patients-list']).toBe('/dashboard/patients');
    expect(route['record-button']).toBe(SAMPLE_PATIENT_ROUTE);
    expect(SAMPLE_PATIENT_ROUTE).toBe('/dashboard/patients/test-patient');
    expect(route.welcome).toBeUndefined();
  });

  it('welcome and closing are centred on the page; every step has a target', () => {
    for (const layout of ['wide', 'narrow'] as const) {
      const steps = tourSteps(layout);
      expect(steps.every((s) => s.target.length > 0)).toBe(true);
      expect([steps[0], steps.at(-1)].map((s) => [s!.target, s!.placement])).toEqual([
        ['body', 'center'],
        ['body', 'center'],
      ]);
    }
  });

  it('on narrow layouts the drawer is opened for the sidebar link and closed before every navigation', () => {
    const narrow = tourSteps('narrow');
    expect(narrow.find((s) => s.id === 'add-patient-link')!.drawer).toBe('open');
    expect(narrow.find((s) => s.id === 'open-sidebar')!.drawer).toBe('closed');
    for (const s of narrow.filter((x) => x.route)) expect(s.drawer, s.id).toBe('closed');
  });

  it('wide layouts never touch the drawer', () => {
    expect(tourSteps('wide').some((s) => s.drawer)).toBe(false);
  });
});
