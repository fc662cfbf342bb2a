import type { Conversation } from '@asha/contracts';
import { FileAudio } from 'lucide-react';
import { useState } from 'react';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { AudioTab } from './audio-tab';
import { ReportTab } from './report-tab';
import { TranscriptTab } from './transcript-tab';

type TabId = 'report' | 'transcript' | 'audio';

/** Spec §2 Conversation details pane: Report (default), Transcript, Audio; a tab without its address is disabled. */
export function ConversationDetails({ conversation }: { conversation: Conversation | null }) {
  if (!conversation) {
    return (
      <div className="flex h-full flex-col items-center justify-center gap-2 p-6 text-center">
        <FileAudio aria-hidden className="size-10 text-muted-foreground" />
        <h2 className="text-lg font-semibold">No Conversation Selected</h2>
        <p className="text-sm text-muted-foreground">Select a conversation from the timeline to view details</p>
      </div>
    );
  }
  return <DetailsTabs key={conversation.conversationId} conversation={conversation} />;
}

function DetailsTabs({ conversation: c }: { conversation: Conversation }) {
  const [tab, setTab] = useState<TabId>('report');
  return (
    <Tabs value={tab} onValueChange={(v) => setTab(v as TabId)} className="flex h-full min-h-0 flex-col p-3">
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
      <div data-tour="report-area" className="min-h-0 flex-1 overflow-y-auto">
        <TabsContent value="report">
          <ReportTab conversation={c} />
        </TabsContent>
        <TabsContent value="transcript">
          <TranscriptTab conversation={c} />
        </TabsContent>
        <TabsContent value="audio">
          <AudioTab url={c.audioUrl} />
        </TabsContent>
      </div>
    </Tabs>
  );
}
