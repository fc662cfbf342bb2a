import { BarChart3, Boxes, Compass, FileText, KeyRound, LogOut, Mic, UserPlus, Users } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { useAuth } from '@/lib/auth';
import { requestTourStart } from '@/lib/tour-events';
import { cn } from '@/lib/utils';
import { BrandLogo } from './brand-logo';
import { Sidebar, useSidebar } from './sidebar';
import {
  SidebarContent,
  SidebarFooter,
  SidebarHeader,
  SidebarMenuButton,
  SidebarMenuLink,
  collapsedHidden,
} from './sidebar-menu';

/** Dashboard shell: the links, the profile entry, Sign Out, and "Take the tour". */
export function AppSidebar() {
  const { isMobile, setOpenMobile } = useSidebar();
  const { pathname } = useLocation();
  // On mobile the drawer closes on navigation.
  useEffect(() => {
    if (isMobile) setOpenMobile(false);
  }, [pathname, isMobile, setOpenMobile]);

  return (
    <Sidebar>
      <SidebarHeader className="h-14">
        <Link
          to="/dashboard/patients"
          className="flex min-w-0 items-center rounded-md px-1.5 group-data-[state=collapsed]/sidebar:px-0.5"
        >
          <BrandLogo nameClassName={collapsedHidden} />
        </Link>
      </SidebarHeader>
      <SidebarContent aria-label="Dashboard">
        <SidebarMenuLink to="/dashboard/patients" icon={<Users />} label="Patients" />
        <SidebarMenuLink
          to="/dashboard/add-patient"
          icon={<UserPlus />}
          label="Add Patient"
          data-tour="add-patient-link"
        />
        <SidebarMenuLink to="/dashboard/record" icon={<Mic />} label="Record" />
        <SidebarMenuLink to="/dashboard/data" icon={<FileText />} label="Patient Reports" />
        <SidebarMenuLink to="/dashboard/analytics" icon={<BarChart3 />} label="Analytics" />
        {/* Settings: what the clinic's consultations run on. */}
        <p
          className={cn(
            'px-3 pb-1 pt-3 text-xs font-semibold uppercase tracking-wide text-muted-foreground',
            collapsedHidden,
          )}
        >
          Settings
        </p>
        <SidebarMenuLink to="/dashboard/api-keys" icon={<KeyRound />} label="API Keys" />
        <SidebarMenuLink to="/dashboard/models" icon={<Boxes />} label="Models" />
      </SidebarContent>
      <SidebarFooter>
        <SidebarMenuButton icon={<Compass />} label="Take the tour" onClick={requestTourStart} />
        <ProfileEntry />
        <SignOutButton />
      </SidebarFooter>
    </Sidebar>
  );
}

function ProfileEntry() {
  const { user } = useAuth();
  if (!user) return null;
  return (
    <Link
      to="/dashboard/profile"
      title={user.displayName}
      className="flex items-center gap-3 rounded-md p-1.5 hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring group-data-[state=collapsed]/sidebar:justify-center"
    >
      <Avatar picture={user.picture} initials={user.initials} />
      <span className={cn('flex min-w-0 flex-col', collapsedHidden)}>
        <span className="truncate text-sm font-medium">{user.displayName}</span>
        <span className="truncate text-xs text-muted-foreground">View Profile</span>
      </span>
    </Link>
  );
}

function Avatar({ picture, initials }: { picture: string | null; initials: string }) {
  if (picture)
    return (
      <img src={picture} alt="" referrerPolicy="no-referrer" className="size-8 shrink-0 rounded-full object-cover" />
    );
  return (
    <span
      aria-hidden
      className="flex size-8 shrink-0 items-center justify-center rounded-full bg-primary text-xs font-semibold text-primary-foreground"
    >
      {initials}
    </span>
  );
}

function SignOutButton() {
  const { signOut } = useAuth();
  return (
    <SidebarMenuButton
      icon={<LogOut />}
      label="Sign Out"
      onClick={signOut}
      className="text-destructive hover:bg-destructive/10"
    />
  );
}
