import type { ApiKeyStatus } from '@asha/contracts';
import { Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';

export function ApiKeyStatusLine({
  status,
  onDelete,
  deleting,
}: {
  status: ApiKeyStatus;
  onDelete(): void;
  deleting: boolean;
}) {
  if (!status.saved)
    return (
      <p className="text-sm text-muted-foreground" data-testid="api-key-status">
        No API key saved yet.
      </p>
    );
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 rounded-md border bg-muted/40 p-3">
      <p className="text-sm" data-testid="api-key-status">
        A key ending in <span className="font-mono font-semibold">{status.last4}</span> is saved.
      </p>
      <Button variant="outline" size="sm" onClick={onDelete} disabled={deleting}>
        <Trash2 />
        {deleting ? 'Deleting…' : 'Delete API Key'}
      </Button>
    </div>
  );
}
