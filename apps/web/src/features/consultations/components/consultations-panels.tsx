import type { ReactNode } from 'react';
import { Group, Panel, Separator } from 'react-resizable-panels';
import { useIsNarrow } from '../hooks/use-is-narrow';

/**
 * Panel sizes: side by side and resizable on wide screens (timeline ~28%, 25–35%;
 * details ~72%, min 65%); stacked under 768 px (timeline ~40vh, min 300px; details min 400px).
 */
export function ConsultationsPanels({ timeline, details }: { timeline: ReactNode; details: ReactNode }) {
  const narrow = useIsNarrow();
  if (narrow) {
    return (
      <div className="flex flex-col gap-4">
        <div className="h-[40vh] min-h-[300px] overflow-hidden rounded-lg border bg-card">{timeline}</div>
        <div className="min-h-[400px] rounded-lg border bg-card">{details}</div>
      </div>
    );
  }
  return (
    <Group orientation="horizontal" className="h-[calc(100vh-12rem)] min-h-[520px] rounded-lg border bg-card">
      <Panel id="timeline" defaultSize="28%" minSize="25%" maxSize="35%">
        {timeline}
      </Panel>
      <Separator className="w-1.5 bg-border transition-colors hover:bg-primary/40 data-[separator=active]:bg-primary/60" />
      <Panel id="details" defaultSize="72%" minSize="65%">
        {details}
      </Panel>
    </Group>
  );
}
