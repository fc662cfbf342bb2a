/** Profile: the picture from the ID token, else the initials. */
export function ProfileAvatar({ picture, initials, name }: { picture: string | null; initials: string; name: string }) {
  if (picture) {
    return (
      <img
        src={picture}
        alt={name}
        referrerPolicy="no-referrer"
        className="size-20 rounded-full object-cover ring-4 ring-background"
      />
    );
  }
  return (
    <span
      role="img"
      aria-label={name}
      className="flex size-20 items-center justify-center rounded-full bg-primary text-2xl font-semibold text-primary-foreground ring-4 ring-background"
    >
      {initials}
    </span>
  );
}
