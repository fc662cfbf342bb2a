import { X } from 'lucide-react';
import type { TooltipRenderProps } from 'react-joyride';
import { Button } from '@/components/ui/button';

/**
 * The tour's tooltip in the app's own look. A custom
 * tooltip so the title is a real `h2` (headings in order) and the buttons are our accessible ones.
 */
export function TourTooltip({
  backProps,
  closeProps,
  index,
  isLastStep,
  primaryProps,
  size,
  skipProps,
  step,
  tooltipProps,
}: TooltipRenderProps) {
  return (
    <div
      {...tooltipProps}
      aria-labelledby="tour-tooltip-title"
      aria-describedby="tour-tooltip-content"
      className="relative rounded-lg border bg-background p-5 text-foreground shadow-xl"
      style={{ width: step.width ?? 380, maxWidth: 'calc(100vw - 2rem)' }}
      data-testid="tour-tooltip"
      data-tour-step={step.id}
    >
      <button
        type="button"
        {...closeProps}
        aria-label="Close the tour"
        title="Close the tour"
        className="absolute right-3 top-3 rounded-md p-1 text-muted-foreground hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        <X className="size-4" aria-hidden="true" />
      </button>
      <h2 id="tour-tooltip-title" className="pr-8 text-lg font-semibold">
        {step.title}
      </h2>
      <div id="tour-tooltip-content" className="mt-2 text-sm text-muted-foreground">
        {step.content}
      </div>
      <div className="mt-5 flex items-center gap-2">
        <span className="text-xs text-muted-foreground">
          {index + 1} of {size}
        </span>
        <span className="flex-1" />
        {!isLastStep && (
          <Button type="button" variant="ghost" size="sm" {...skipProps}>
            {skipProps.title}
          </Button>
        )}
        {index > 0 && (
          <Button type="button" variant="outline" size="sm" {...backProps}>
            {backProps.title}
          </Button>
        )}
        <Button type="button" size="sm" {...primaryProps} data-testid="tour-primary">
          {primaryProps.title}
        </Button>
      </div>
    </div>
  );
}
