import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useState } from 'react';
import { createBrowserRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { SidebarProvider } from '@/components/layout/sidebar';
import { requestTourStart } from '@/lib/tour-events';
import { Loading } from '@/components/loading';
import { ProductTour } from './product-tour';
import { ROUTE_WAIT } from './route-wait';

// The real tour over stand-in dashboard pages. The sample patient's row is deliberately missing
// from the patients list, so its step must be skipped going forward and going back.
function Shell() {
  return (
    <SidebarProvider>
      <a href="/dashboard/add-patient" data-tour="add-patient-link">
        Add Patient
      </a>
      <Outlet />
      <ProductTour />
    </SidebarProvider>
  );
}

const page = (tour: string[]) => () => (
  <div>
    {tour.map((t) => (
      <p key={t} data-tour={t}>
        {t}
      </p>
    ))}
  </div>
);

/** A page that draws its targets only after `ms`, as a busy machine or a slow network does. */
const slowPage = (tour: string[], ms: number) =>
  function SlowPage() {
    const [drawn, setDrawn] = useState(false);
    useEffect(() => {
      const timer = setTimeout(() => setDrawn(true), ms);
      return () => clearTimeout(timer);
    }, []);
    return drawn ? page(tour)() : <Loading />;
  };

function renderDashboard(patientPageMs = 0) {
  window.history.replaceState(null, '', '/dashboard/patients');
  const router = createBrowserRouter([
    {
      path: '/dashboard',
      Component: Shell,
      children: [
        { index: true, Component: page([]) },
        { path: 'add-patient', Component: page(['add-patient-form']) },
        { path: 'patients', Component: page(['patients-list']) },
        {
          path: 'patients/test-patient',
          Component: slowPage(['record-button', 'consultations-timeline', 'report-area'], patientPageMs),
        },
      ],
    },
  ]);
  return render(<RouterProvider router={router} />);
}

const tooltip = () => screen.findByTestId('tour-tooltip', {}, { timeout: 8000 });
const stepOf = async () => (await tooltip()).getAttribute('data-tour-step');
const waitStep = (id: string, timeout = 12_000) => waitFor(async () => expect(await stepOf()).toBe(id), { timeout });

describe('ProductTour', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('starts on its own after sign-in, then skips a missing target forward and backward', async () => {
    const user = userEvent.setup();
    renderDashboard();
    await waitStep('welcome');
    expect(screen.getByRole('heading', { name: 'Welcome to Asha Scribe' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitStep('add-patient-link');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitStep('add-patient-form');
    expect(window.location.pathname).toBe('/dashboard/add-patient');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitStep('patients-list');
    expect(window.location.pathname).toBe('/dashboard/patients');

    // test-patient is missing here: forward goes straight to the record button on its page, once
    // the tour has waited for the missing row (TARGET_WAIT).
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitStep('record-button');
    expect(window.location.pathname).toBe('/dashboard/patients/test-patient');

    // ...and Back skips it the other way, back to the patients list, once the patients page has had
    // its time to draw the row (ROUTE_WAIT.maxMs) and the tour its own wait for the target.
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await waitStep('patients-list', ROUTE_WAIT.maxMs + 6000);
    expect(window.location.pathname).toBe('/dashboard/patients');
  }, 40_000);

  it('waits for a page that is slow to draw instead of skipping its steps', async () => {
    const user = userEvent.setup();
    renderDashboard(7000);
    await waitStep('welcome');
    for (const id of ['add-patient-link', 'add-patient-form', 'patients-list']) {
      await user.click(screen.getByRole('button', { name: 'Next' }));
      await waitStep(id);
    }
    // The sample patient's row is missing, so Next goes to its page, which says it is loading for 7 s.
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitStep('record-button', 15_000);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitStep('consultations-timeline');
  }, 40_000);

  it("ends with 'Finish', stores tourCompleted and returns to /dashboard", async () => {
    const user = userEvent.setup();
    localStorage.setItem('tourCompleted', 'true');
    renderDashboard();
    await new Promise((r) => setTimeout(r, 1200));
    expect(screen.queryByTestId('tour-tooltip')).toBeNull(); // flag set: no auto-start
    localStorage.clear();

    act(() => requestTourStart());
    await waitStep('welcome');
    for (const id of [
      'add-patient-link',
      'add-patient-form',
      'patients-list',
      'record-button',
      'consultations-timeline',
      'report-area',
      'closing',
    ]) {
      await user.click(screen.getByRole('button', { name: 'Next' }));
      await waitStep(id);
    }
    await user.click(screen.getByRole('button', { name: 'Finish' }));
    await waitFor(() => expect(screen.queryByTestId('tour-tooltip')).toBeNull());
    expect(localStorage.getItem('tourCompleted')).toBe('true');
    await waitFor(() => expect(window.location.pathname).toBe('/dashboard'));
  }, 60_000);
});
