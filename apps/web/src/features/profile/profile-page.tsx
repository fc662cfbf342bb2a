import { Mail, ShieldCheck, User } from 'lucide-react';
import type { ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { useAuth, type AuthUser } from '@/lib/auth';
import { DefaultNoteTypeCard } from './components/default-note-type';
import { ProfileAvatar } from './components/profile-avatar';
import { RecordKeysCard } from './components/record-keys-card';
import { memberSince } from './member-since';

/** Profile page (`/dashboard/profile`). */
export function ProfilePage() {
  const { status, user } = useAuth();
  if (status === 'loading') return <p className="p-6 text-muted-foreground">Loading…</p>;
  if (!user) return <p className="p-6 text-lg">Please log in</p>;
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 p-4 sm:p-6">
      <ProfileHeader user={user} />
      <div className="grid gap-6 md:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle className="flex items-center gap-2">
              <User className="size-5" aria-hidden /> Personal Details
            </CardTitle>
          </CardHeader>
          <CardContent className="space-y-4">
            <Field label="First Name" value={user.givenName ?? 'Not provided'} />
            <Field label="Last Name" value={user.familyName ?? 'Not provided'} />
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle className="flex items-center gap-2">
              <ShieldCheck className="size-5" aria-hidden /> Account Security
            </CardTitle>
          </CardHeader>
          <CardContent className="space-y-4">
            <Field label="Email" value={user.email ?? 'Not provided'} />
            <Field label="Status" value={<Badge variant="secondary">Verified</Badge>} />
          </CardContent>
        </Card>
      </div>
      <DefaultNoteTypeCard />
      <RecordKeysCard />
      <Card>
        <CardHeader>
          <CardTitle>Account Management</CardTitle>
        </CardHeader>
        <CardContent>
          <p className="text-sm text-muted-foreground">
            Your profile information is managed through your Google account. To change your name, email or picture,
            update them in your Google account; the changes appear here the next time you sign in.
          </p>
        </CardContent>
      </Card>
    </div>
  );
}

function ProfileHeader({ user }: { user: AuthUser }) {
  return (
    <Card className="overflow-hidden">
      <div className="h-20 bg-gradient-to-r from-primary/80 to-primary/40" aria-hidden />
      <CardContent className="-mt-10 flex flex-col items-center gap-3 text-center sm:flex-row sm:items-end sm:text-left">
        <ProfileAvatar picture={user.picture} initials={user.initials} name={user.displayName} />
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <Badge className="self-center sm:self-start">Free Tier Profile</Badge>
          <h1 className="truncate text-2xl font-semibold">{user.displayName}</h1>
          {user.email && (
            <p className="flex items-center justify-center gap-1.5 text-sm text-muted-foreground sm:justify-start">
              <Mail className="size-4" aria-hidden /> {user.email}
            </p>
          )}
          <p className="text-sm text-muted-foreground">Member since {memberSince(user.issuedAt)}</p>
        </div>
      </CardContent>
    </Card>
  );
}

function Field({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div>
      <div className="text-sm font-medium text-muted-foreground">{label}</div>
      <div className="mt-1 break-words">{value}</div>
    </div>
  );
}
