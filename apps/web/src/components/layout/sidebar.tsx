import { PanelLeft } from 'lucide-react';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ComponentProps,
  type CSSProperties,
  type ReactNode,
} from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { isToggleShortcut, readSidebarCookie, writeSidebarCookie } from './sidebar-state';
import { useIsMobile } from './use-is-mobile';

/**
 * The dashboard sidebar. Wide screens: a rail
 * that is 16rem open and 3.5rem as icons. Under 768 px: an off-canvas drawer 18rem wide.
 */
export interface SidebarContextValue {
  open: boolean;
  setOpen(v: boolean): void;
  openMobile: boolean;
  setOpenMobile(v: boolean): void;
  isMobile: boolean;
  toggleSidebar(): void;
}

const SidebarContext = createContext<SidebarContextValue | null>(null);

export function useSidebar(): SidebarContextValue {
  const ctx = useContext(SidebarContext);
  if (!ctx) throw new Error('useSidebar must be used inside <SidebarProvider>');
  return ctx;
}

const WIDTHS = {
  '--sidebar-width': '16rem',
  '--sidebar-width-mobile': '18rem',
  '--sidebar-width-icon': '3.5rem',
} as CSSProperties;

export function SidebarProvider({ children, className }: { children: ReactNode; className?: string }) {
  const isMobile = useIsMobile();
  const [open, setOpenState] = useState(() => readSidebarCookie());
  const [openMobile, setOpenMobile] = useState(false);

  const setOpen = useCallback((v: boolean) => {
    setOpenState(v);
    writeSidebarCookie(v);
  }, []);

  const toggleSidebar = useCallback(() => {
    if (isMobile) setOpenMobile((v) => !v);
    else setOpen(!open);
  }, [isMobile, open, setOpen]);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (!isToggleShortcut(e)) return;
      e.preventDefault();
      toggleSidebar();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [toggleSidebar]);

  const value = useMemo(
    () => ({ open, setOpen, openMobile, setOpenMobile, isMobile, toggleSidebar }),
    [open, setOpen, openMobile, isMobile, toggleSidebar],
  );
  return (
    <SidebarContext.Provider value={value}>
      <div style={WIDTHS} className={cn('flex min-h-svh w-full', className)}>
        {children}
      </div>
    </SidebarContext.Provider>
  );
}

/** The rail on wide screens, the drawer on mobile. Children get `data-collapsed` via CSS group. */
export function Sidebar({ children, label = 'Main navigation' }: { children: ReactNode; label?: string }) {
  const { open, isMobile, openMobile, setOpenMobile } = useSidebar();
  if (isMobile)
    return (
      <MobileDrawer open={openMobile} onClose={() => setOpenMobile(false)} label={label}>
        {children}
      </MobileDrawer>
    );
  return (
    <aside
      aria-label={label}
      data-state={open ? 'expanded' : 'collapsed'}
      className="group/sidebar sticky top-0 flex h-svh shrink-0 flex-col border-r bg-sidebar text-sidebar-foreground transition-[width] duration-200 data-[state=collapsed]:w-(--sidebar-width-icon) data-[state=expanded]:w-(--sidebar-width)"
    >
      {children}
    </aside>
  );
}

/**
 * Not a modal dialog on purpose: the guided tour puts its tooltip over the open
 * drawer, and a focus-trapping modal would make the tour's buttons unclickable.
 */
function MobileDrawer({
  open,
  onClose,
  label,
  children,
}: {
  open: boolean;
  onClose(): void;
  label: string;
  children: ReactNode;
}) {
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && onClose();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open, onClose]);
  return (
    <>
      <div
        aria-hidden
        onClick={onClose}
        className={cn(
          'fixed inset-0 z-40 bg-black/50 transition-opacity',
          open ? 'opacity-100' : 'pointer-events-none opacity-0',
        )}
      />
      <aside
        aria-label={label}
        data-state={open ? 'expanded' : 'collapsed'}
        inert={!open}
        className={cn(
          'group/sidebar fixed inset-y-0 left-0 z-50 flex w-(--sidebar-width-mobile) max-w-[85vw] flex-col border-r bg-sidebar text-sidebar-foreground shadow-lg transition-transform duration-200',
          open ? 'translate-x-0' : 'invisible -translate-x-full',
        )}
      >
        {children}
      </aside>
    </>
  );
}

export function SidebarTrigger({ className, ...props }: ComponentProps<'button'>) {
  const { toggleSidebar, isMobile, open, openMobile } = useSidebar();
  const expanded = isMobile ? openMobile : open;
  return (
    <Button
      variant="ghost"
      size="icon"
      aria-label="Toggle sidebar"
      aria-expanded={expanded}
      title="Toggle sidebar (Ctrl+B)"
      data-tour="sidebar-trigger"
      className={cn('h-9 w-9', className)}
      onClick={toggleSidebar}
      {...props}
    >
      <PanelLeft />
    </Button>
  );
}

/** The page area beside the sidebar. */
export function SidebarInset({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('flex min-w-0 flex-1 flex-col', className)} {...props} />;
}
