import { Download } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';

/** Audio tab: 'Audio Recording' with a Download link and a player, or 'No audio available'. */
export function AudioTab({ url: latest }: { url: string | undefined }) {
  // Signed URLs are re-issued on every list poll; keep the first so playback is not restarted.
  const [url, setUrl] = useState(latest);
  if (!url && latest) setUrl(latest);
  if (!url) return <p className="p-4 text-sm text-muted-foreground">No audio available</p>;
  return (
    <div className="space-y-3 p-2">
      <div className="flex items-center justify-between gap-2">
        <h3 className="text-base font-semibold">Audio Recording</h3>
        <Button asChild variant="outline" size="sm">
          <a href={url} download>
            <Download /> Download
          </a>
        </Button>
      </div>
      <audio controls preload="metadata" src={url} className="w-full" data-testid="conversation-audio" />
    </div>
  );
}
