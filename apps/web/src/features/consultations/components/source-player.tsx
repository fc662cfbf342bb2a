import { Volume2, X } from 'lucide-react';
import { useRef, useState } from 'react';
import { formatDuration } from '../lib/format';

/** The recording, ready to play from where an item's words were said. */
export function useSourcePlayer(latestUrl: string | undefined) {
  const ref = useRef<HTMLAudioElement>(null);
  // Signed URLs are re-issued on every list poll; keep the first so playback is not restarted.
  const [url, setUrl] = useState(latestUrl);
  if (!url && latestUrl) setUrl(latestUrl);
  const [from, setFrom] = useState<number | null>(null);
  const playFrom = (sec: number) => {
    if (!url) return;
    setFrom(sec);
    const audio = ref.current;
    if (!audio) return;
    audio.currentTime = sec;
    void audio.play()?.catch(() => undefined);
  };
  const close = () => {
    ref.current?.pause();
    setFrom(null);
  };
  return { ref, url, from, playFrom, close };
}
export type SourcePlayerState = ReturnType<typeof useSourcePlayer>;

/** A bar above the tabs while a source plays; the element is always there so a click can start it at once. */
export function SourcePlayer({ player }: { player: SourcePlayerState }) {
  if (!player.url) return null;
  const open = player.from !== null;
  return (
    <div
      className={
        open ? 'mt-2 flex flex-wrap items-center gap-2 rounded-md border bg-muted/40 px-2 py-1 text-xs' : 'hidden'
      }
      data-testid="source-player"
    >
      <Volume2 className="size-3.5 text-muted-foreground" aria-hidden />
      <span>Source audio from {formatDuration(player.from ?? 0)}</span>
      <audio
        ref={player.ref}
        controls
        preload="metadata"
        src={player.url}
        className="h-8 min-w-0 flex-1"
        data-testid="source-audio"
      />
      <button
        type="button"
        onClick={player.close}
        aria-label="Close the source audio"
        className="rounded p-1 hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        <X className="size-3.5" />
      </button>
    </div>
  );
}
