import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SidebarProvider, SidebarTrigger, useSidebar } from './sidebar';
import { readSidebarCookie } from './sidebar-state';

function Probe() {
  const s = useSidebar();
  return <p data-testid="probe">{`open=${s.open} mobile=${s.isMobile} openMobile=${s.openMobile}`}</p>;
}

function renderShell() {
  return render(
    <SidebarProvider>
      <SidebarTrigger />
      <Probe />
    </SidebarProvider>,
  );
}

function mockViewport(mobile: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: mobile,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

afterEach(() => {
  document.cookie = 'sidebar_state=; path=/; max-age=0';
  vi.unstubAllGlobals();
});

describe('dashboard sidebar', () => {
  it('is closed by default, toggles with Ctrl+b and Meta+b, and remembers the state in a cookie', () => {
    mockViewport(false);
    const { unmount } = renderShell();
    expect(screen.getByTestId('probe')).toHaveTextContent('open=false mobile=false');
    act(() => void fireEvent.keyDown(window, { key: 'b', ctrlKey: true }));
    expect(screen.getByTestId('probe')).toHaveTextContent('open=true');
    expect(document.cookie).toContain('sidebar_state=true');
    unmount();
    renderShell(); // a reload: the cookie brings it back open
    expect(screen.getByTestId('probe')).toHaveTextContent('open=true');
    act(() => void fireEvent.keyDown(window, { key: 'B', metaKey: true }));
    expect(screen.getByTestId('probe')).toHaveTextContent('open=false');
    expect(readSidebarCookie()).toBe(false);
  });

  it('ignores b without a modifier', () => {
    mockViewport(false);
    renderShell();
    act(() => void fireEvent.keyDown(window, { key: 'b' }));
    expect(screen.getByTestId('probe')).toHaveTextContent('open=false');
  });

  it('opens the off-canvas drawer on mobile without touching the wide-screen state', async () => {
    mockViewport(true);
    renderShell();
    const trigger = screen.getByRole('button', { name: 'Toggle sidebar' });
    expect(trigger).toHaveAttribute('data-tour', 'sidebar-trigger');
    await userEvent.click(trigger);
    expect(screen.getByTestId('probe')).toHaveTextContent('open=false mobile=true openMobile=true');
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(document.cookie).not.toContain('sidebar_state=true');
  });
});
