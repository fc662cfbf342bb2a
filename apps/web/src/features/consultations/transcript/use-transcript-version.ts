import type { Transcript, TranscriptCorrection, TranscriptSegment } from '@asha/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { ApiError } from '@/lib/api-client';
import { correctTranscript, fetchTranscriptVersion, noteQueryKey, transcriptQueryKey } from '../note/note-api';

/** The latest corrected transcript of a consultation with a note (version 1 is the pipeline's). */
export function useTranscriptVersion(conversationId: string, enabled: boolean) {
  return useQuery({
    queryKey: transcriptQueryKey(conversationId),
    queryFn: ({ signal }) => fetchTranscriptVersion(conversationId, signal),
    enabled,
    staleTime: Infinity,
  });
}

/** One correction at a time, each from the version shown; the note learns its transcript moved on. */
export function useCorrectTranscript(conversationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ baseVersion, correction }: { baseVersion: number; correction: TranscriptCorrection }) =>
      correctTranscript(conversationId, { baseVersion, correction }),
    onSuccess: (version) => {
      queryClient.setQueryData(transcriptQueryKey(conversationId), version);
      void queryClient.invalidateQueries({ queryKey: noteQueryKey(conversationId) });
    },
    onError: (err) => {
      toast.error(err.message || 'The correction was not saved. Please try again.');
      if (err instanceof ApiError && err.status === 409)
        void queryClient.invalidateQueries({ queryKey: transcriptQueryKey(conversationId) });
    },
  });
}

/** A segment evidence names: by its id, or inside a merged segment ('s2+s3'). */
export function segmentMatches(segment: TranscriptSegment, id: string): boolean {
  return segment.id === id || segment.id.split('+').includes(id);
}

/** Where the words behind some evidence start in the recording, in seconds; null when none is timed. */
export function sourceStart(t: Transcript | undefined, ids: string[]): number | null {
  const starts = (t?.segments ?? []).filter((s) => ids.some((id) => segmentMatches(s, id))).map((s) => s.start);
  return starts.length ? Math.min(...starts) : null;
}
