import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useParams } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeApi, json, patient, signIn, type Handler } from '../test/fake-api';
import { PatientsListPage } from './patients-list-page';

const all = [
  patient(1, { name: 'Alice Kumar', email: 'ALICE@clinic.org' }),
  ...Array.from({ length: 24 }, (_, i) => patient(i + 2)),
];
const listRoute: Handler = (url) => {
  const limit = Number(url.searchParams.get('limit'));
  const start = url.searchParams.get('nextToken') ? Number(url.searchParams.get('nextToken')) : 0;
  const items = all.slice(start, start + limit);
  return json({ items, nextToken: start + limit < all.length ? String(start + limit) : null });
};

function Detail() {
  return <p>detail {useParams().patientId}</p>;
}

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/dashboard/patients']}>
        <Routes>
          <Route path="/dashboard/patients" element={<PatientsListPage />} />
          <Route path="/dashboard/patients/:patientId" element={<Detail />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const footer = () => screen.getByText(/^Showing \d+ of \d+ loaded patients/);

// jsdom role queries over a 26-row table are slow on a shared 2-core machine.
describe('Patients list', { timeout: 20_000 }, () => {
  beforeEach(signIn);
  afterEach(() => vi.unstubAllGlobals());

  it('loads the first page, puts the sample patient on top and pages with Load more', async () => {
    const calls = installFakeApi({ 'GET /api/patients': listRoute });
    renderPage();
    expect(screen.getByRole('heading', { name: 'Patients' })).toBeInTheDocument();
    expect(screen.getByText('Manage and view all your patients')).toBeInTheDocument();
    await screen.findByText('Alice Kumar');
    expect(calls[0]!.url.searchParams.get('limit')).toBe('20');
    expect(calls[0]!.url.searchParams.get('order')).toBe('desc');
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows[0]).toHaveAttribute('data-tour', 'test-patient');
    expect(within(rows[0]!).getByText('Sample Patient (Demo)')).toBeInTheDocument();
    expect(screen.getByTestId('patient-count')).toHaveTextContent('21 patients');
    expect(footer()).toHaveTextContent('Showing 21 of 21 loaded patients (more available)');

    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await screen.findByText('Patient 25');
    expect(calls[1]!.url.searchParams.get('nextToken')).toBe('20');
    expect(footer()).toHaveTextContent(/^Showing 26 of 26 loaded patients$/);
    expect(screen.getByRole('button', { name: 'No more' })).toBeDisabled();
  });

  it('searches the loaded patients by name, email or phone, case-insensitively', async () => {
    installFakeApi({ 'GET /api/patients': listRoute });
    renderPage();
    await screen.findByText('Alice Kumar');
    const search = screen.getByPlaceholderText('Search by name, email, or phone...');
    await userEvent.type(search, 'alice@CLINIC');
    expect(screen.getAllByRole('row')).toHaveLength(2);
    expect(screen.queryByText('Sample Patient (Demo)')).not.toBeInTheDocument();
    expect(footer()).toHaveTextContent('Showing 1 of 21 loaded patients');

    await userEvent.clear(search);
    await userEvent.type(search, 'sample');
    expect(screen.getByText('Sample Patient (Demo)')).toBeInTheDocument();

    await userEvent.clear(search);
    await userEvent.type(search, 'nobody-matches');
    expect(screen.getByText('No patients found')).toBeInTheDocument();
    expect(screen.getByText('Try adjusting your search terms')).toBeInTheDocument();
  });

  it('reloads from the start when the sort order or page size changes', async () => {
    const calls = installFakeApi({ 'GET /api/patients': listRoute });
    renderPage();
    await screen.findByText('Alice Kumar');
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await screen.findByText('Patient 25');
    await userEvent.selectOptions(screen.getByLabelText('Sort order'), 'Oldest first');
    await waitFor(() => expect(calls.at(-1)!.url.searchParams.get('order')).toBe('asc'));
    expect(calls.at(-1)!.url.searchParams.has('nextToken')).toBe(false);
    await userEvent.selectOptions(screen.getByLabelText('Page size'), '10');
    await waitFor(() => expect(footer()).toHaveTextContent('Showing 11 of 11 loaded patients (more available)'));
  });

  it('opens the detail at the relative path named by the patient id', async () => {
    installFakeApi({ 'GET /api/patients': listRoute });
    renderPage();
    await userEvent.click(await screen.findByText('Alice Kumar'));
    expect(await screen.findByText(`detail ${all[0]!.patientId}`)).toBeInTheDocument();
  });

  it("shows the server's error, or 'Please sign in.' without a token", async () => {
    installFakeApi({ 'GET /api/patients': () => json({ error: 'Database is down' }, 503) });
    const { unmount } = renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('Database is down');
    unmount();
    localStorage.clear();
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('Please sign in.');
  });
});
