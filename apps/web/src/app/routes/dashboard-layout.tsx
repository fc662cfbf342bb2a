import { Outlet } from 'react-router';
import { AppSidebar } from '@/components/layout/app-sidebar';
import { BrandLogo } from '@/components/layout/brand-logo';
import { IdleWarning } from '@/components/layout/idle-warning';
import { SidebarInset, SidebarProvider, SidebarTrigger, useSidebar } from '@/components/layout/sidebar';
import { EngineOutageBanner, ModelDownloadBanner, ReportModelOffer } from '@/features/models';
import { ProductTour } from '@/features/tour/product-tour';
import { RequireAuth } from '@/lib/auth';

/** Dashboard shell: sidebar plus header; the index redirects to patients (router). */
export function Component() {
  return (
    <RequireAuth>
      <SidebarProvider>
        <AppSidebar />
        <SidebarInset>
          <DashboardHeader />
          <ModelDownloadBanner />
          <EngineOutageBanner />
          <ReportModelOffer />
          <main id="main" className="flex-1">
            <Outlet />
          </main>
        </SidebarInset>
        <ProductTour />
        <IdleWarning />
      </SidebarProvider>
    </RequireAuth>
  );
}

function DashboardHeader() {
  const { isMobile } = useSidebar();
  return (
    <header className="sticky top-0 z-30 grid h-14 grid-cols-[auto_1fr_auto] items-center gap-2 border-b bg-background/95 px-2 backdrop-blur sm:px-4">
      <SidebarTrigger />
      {/* The centred brand logo is on mobile only. */}
      {isMobile ? <BrandLogo className="justify-self-center" /> : <span />}
      <span className="w-9" aria-hidden />
    </header>
  );
}
