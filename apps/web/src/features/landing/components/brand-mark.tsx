import { speakGreeting } from '../greeting';

/**
 * The brand mark top-left: the logo and the assistant persona's name, 'Asha'.
 * Hovering or focusing it speaks her greeting (keyboard users get it too).
 */
export function BrandMark() {
  const greet = () => {
    speakGreeting();
  };
  return (
    <a
      href="/"
      onMouseEnter={greet}
      onFocus={greet}
      className="inline-flex items-center gap-2 rounded-md text-lg font-semibold text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      data-testid="brand-mark"
    >
      <AshaLogo />
      <span>Asha</span>
      <span className="sr-only">: Asha Scribe home (hover or focus to hear her greeting)</span>
    </a>
  );
}

export function AshaLogo({ className = 'size-9' }: { className?: string }) {
  return (
    <svg viewBox="0 0 40 40" className={className} aria-hidden="true" focusable="false">
      <rect width="40" height="40" rx="10" fill="#0f766e" />
      <path d="M12 24v-8M17 28V12M22 25v-10M27 22v-4" stroke="#fff" strokeWidth="3" strokeLinecap="round" />
      <circle cx="31" cy="12" r="3" fill="#5eead4" />
    </svg>
  );
}
