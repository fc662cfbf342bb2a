import { FigureGrid } from '@/components/marketing/figure-grid';
import { StoryIllustration } from './story-illustration';

const FIGURES = [
  { value: '99%', label: 'accuracy' },
  { value: '45min', label: 'time saved' },
  { value: 'A+', label: 'quality' },
] as const;

/** The left marketing panel, on large screens only (lg and up). */
export function MarketingPanel() {
  return (
    <aside
      aria-label="About Asha Scribe"
      className="hidden flex-1 flex-col items-center justify-center gap-10 bg-gradient-to-br from-teal-800 to-teal-950 p-12 text-white lg:flex"
      data-testid="marketing-panel"
    >
      <p className="max-w-md text-center text-3xl font-bold">
        Turn patient conversations into comprehensive medical reports
      </p>
      <StoryIllustration />
      <FigureGrid figures={FIGURES} className="w-full max-w-md" />
    </aside>
  );
}
