import type { Conversation } from '@asha/contracts';
import { FileAudio } from 'lucide-react';
import { useState } from 'react';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { NoteSessionProvider } from '../note/note-session';
import { useTranscriptVersion, sourceStart } from '../transcript/use-transcript-version';
import { AudioTab } from './audio-tab';
import { ReportTab } from './report-tab';
import { SourcePlayer, useSourcePlayer } from './source-player';
import { TranscriptTab } from './transcript-tab';

export type DetailsTab = 'report' | 'transcript' | 'audio';

interface DetailsProps {
  conversation: Conversation | null;
  /** The open tab, kept by the caller so that a layout change (a tablet turned past the narrow breakpoint) does not reset it. */
  tab: DetailsTab;
  onTabChange: (tab: DetailsTab) => void;
}

/** The conversation details pane: Report (default), Transcript, Audio; a tab without its address is disabled. */
export function ConversationDetails({ conversation, tab, onTabChange }: DetailsProps) {
  if (!conversation) {
    return (
      <div className="flex h-full flex-col items-center justify-center gap-2 p-6 text-center">
        <FileAudio aria-hidden className="size-10 text-muted-foreground" />
        <h2 className="text-lg font-semibold">No Conversation Selected</h2>
        <p className="text-sm text-muted-foreground">Select a conversation from the timeline to view details</p>
      </div>
    );
  }
  return (
    <NoteSessionProvider key={conversation.conversationId} conversation={conversation}>
      <DetailsTabs conversation={conversation} tab={tab} onTabChange={onTabChange} />
    </NoteSessionProvider>
  );
}

/**
 * The tabs stay mounted while hidden, so a note being edited keeps its state. Following an item's
 * source opens the Transcript tab with its words highlighted and plays the recording from there.
 */
function DetailsTabs({ conversation: c, tab, onTabChange: setTab }: DetailsProps & { conversation: Conversation }) {
  const [highlight, setHighlight] = useState<string[]>([]);
  const player = useSourcePlayer(c.audioUrl);
  const transcript = useTranscriptVersion(c.conversationId, !!c.note);
  const showSource = (ids: string[]) => {
    setHighlight(ids);
    setTab('transcript');
    const start = sourceStart(transcript.data?.transcript, ids);
    if (start !== null) player.playFrom(start);
  };
  const hidden = 'data-[state=inactive]:hidden';
  return (
    <Tabs value={tab} onValueChange={(v) => setTab(v as DetailsTab)} className="flex h-full min-h-0 flex-col p-3">
      <TabsList className="self-start">
        <TabsTrigger value="report" disabled={!c.reportUrl}>
          Report
        </TabsTrigger>
        <TabsTrigger value="transcript" disabled={!c.transcriptUrl}>
          Transcript
        </TabsTrigger>
        <TabsTrigger value="audio" disabled={!c.audioUrl}>
          Audio
        </TabsTrigger>
      </TabsList>
      <SourcePlayer player={player} />
      <div data-tour="report-area" className="min-h-0 flex-1 overflow-y-auto">
        <TabsContent value="report" forceMount className={hidden}>
          <ReportTab conversation={c} onEvidenceClick={showSource} />
        </TabsContent>
        <TabsContent value="transcript" forceMount className={hidden}>
          <TranscriptTab conversation={c} highlight={highlight} />
        </TabsContent>
        <TabsContent value="audio">
          <AudioTab url={c.audioUrl} />
        </TabsContent>
      </div>
    </Tabs>
  );
}
