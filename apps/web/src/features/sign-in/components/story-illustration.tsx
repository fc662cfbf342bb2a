import { Brain, FileText, Mic } from 'lucide-react';

const BARS = [10, 22, 14, 28, 18, 24, 12];

/**
 * Sign-in panel: an animated recording → AI analysis → report illustration.
 * Animations use Tailwind's `motion-safe:` variant, so with `prefers-reduced-motion: reduce`
 * they are not applied at all (WCAG 2.3.3) and the picture stays still.
 */
export function StoryIllustration() {
  return (
    <figure className="w-full max-w-md" aria-labelledby="story-caption" data-testid="story-illustration">
      <ol className="flex items-center justify-between gap-3">
        <Stage label="Recording" Icon={Mic}>
          <div className="mt-3 flex h-8 items-end gap-1" aria-hidden="true">
            {BARS.map((h, i) => (
              <span
                key={i}
                data-animated
                className="w-1.5 rounded-full bg-teal-200 motion-safe:animate-pulse"
                style={{ height: h, animationDelay: `${i * 120}ms` }}
              />
            ))}
          </div>
        </Stage>
        <Arrow />
        <Stage label="AI analysis" Icon={Brain}>
          <span className="mt-3 flex gap-1.5" aria-hidden="true">
            {[0, 1, 2].map((i) => (
              <span
                key={i}
                data-animated
                className="size-2 rounded-full bg-teal-200 motion-safe:animate-bounce"
                style={{ animationDelay: `${i * 150}ms` }}
              />
            ))}
          </span>
        </Stage>
        <Arrow />
        <Stage label="Report" Icon={FileText}>
          <span className="mt-3 flex w-14 flex-col gap-1" aria-hidden="true">
            {[100, 80, 90].map((w, i) => (
              <span
                key={i}
                data-animated
                className="h-1.5 rounded bg-teal-200 motion-safe:animate-pulse"
                style={{ width: `${w}%`, animationDelay: `${i * 200}ms` }}
              />
            ))}
          </span>
        </Stage>
      </ol>
      <figcaption id="story-caption" className="mt-6 text-center text-teal-50">
        Patient conversations become comprehensive reports — saving time and improving accuracy.
      </figcaption>
    </figure>
  );
}

function Stage({ label, Icon, children }: { label: string; Icon: typeof Mic; children: React.ReactNode }) {
  return (
    <li className="flex w-28 flex-col items-center rounded-xl bg-white/10 p-4 text-center">
      <Icon className="size-8 text-white" aria-hidden="true" />
      <span className="mt-2 text-sm font-medium text-white">{label}</span>
      {children}
    </li>
  );
}

function Arrow() {
  return (
    <li aria-hidden="true" className="text-2xl text-teal-200">
      →
    </li>
  );
}
