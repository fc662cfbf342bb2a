import { useEffect, useState } from 'react';

/** A playback control for the finished recording; the object URL is freed with it. */
export function PlaybackUrl({ blob }: { blob: Blob }) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    const u = URL.createObjectURL(blob);
    setUrl(u);
    return () => URL.revokeObjectURL(u);
  }, [blob]);
  return url ? <audio controls src={url} className="w-full" data-testid="recorder-playback" /> : null;
}
