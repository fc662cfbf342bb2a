import type { ComponentProps, ReactNode } from 'react';
import { NavLink } from 'react-router';
import { cn } from '@/lib/utils';

/** Sidebar building blocks. Labels become screen-reader-only when the rail is collapsed to icons. */
export const collapsedHidden = 'group-data-[state=collapsed]/sidebar:sr-only';

export function SidebarHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('flex items-center gap-2 border-b p-2', className)} {...props} />;
}

export function SidebarContent({ className, ...props }: ComponentProps<'nav'>) {
  return <nav className={cn('flex min-h-0 flex-1 flex-col gap-1 overflow-y-auto p-2', className)} {...props} />;
}

export function SidebarFooter({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('flex flex-col gap-1 border-t p-2', className)} {...props} />;
}

const itemClass =
  'flex h-10 w-full items-center gap-3 rounded-md px-3 text-sm font-medium text-sidebar-foreground transition-colors hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring group-data-[state=collapsed]/sidebar:justify-center group-data-[state=collapsed]/sidebar:px-0 [&_svg]:size-5 [&_svg]:shrink-0';

interface MenuLinkProps extends Omit<ComponentProps<typeof NavLink>, 'children' | 'className'> {
  icon: ReactNode;
  label: string;
  end?: boolean;
}

export function SidebarMenuLink({ icon, label, ...props }: MenuLinkProps) {
  return (
    <NavLink
      title={label}
      className={({ isActive }) => cn(itemClass, isActive && 'bg-accent text-accent-foreground')}
      {...props}
    >
      {icon}
      <span className={cn('truncate', collapsedHidden)}>{label}</span>
    </NavLink>
  );
}

interface MenuButtonProps extends Omit<ComponentProps<'button'>, 'children'> {
  icon: ReactNode;
  label: string;
}

export function SidebarMenuButton({ icon, label, className, ...props }: MenuButtonProps) {
  return (
    <button type="button" title={label} className={cn(itemClass, className)} {...props}>
      {icon}
      <span className={cn('truncate', collapsedHidden)}>{label}</span>
    </button>
  );
}
