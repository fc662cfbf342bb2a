import { unresolvedInventions, type Note } from '@asha/contracts';
import { History, Lock, PenLine, RefreshCw, Signature } from 'lucide-react';
import { useState } from 'react';
import { ExportMenu } from '@/components/export';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { isRegenerating } from './note-session';
import { formatWhen, STATUS_LABEL } from './note-format';
import { SaveStatus } from './save-status';
import { AmendDialog, ConfirmSignDialog } from './sign-dialogs';
import type { NoteActions } from './use-note-actions';
import type { NoteDraft } from './use-note-draft';

const STATUS_VARIANT = { draft: 'outline', edited: 'secondary', signed: 'default' } as const;

/** The note's state and what can be done with it: save state, History, Regenerate, Sign or Amend. */
export function NoteToolbar({
  note,
  draft,
  actions,
  onHistory,
}: {
  note: Note;
  draft: NoteDraft;
  actions: NoteActions;
  onHistory(): void;
}) {
  const [confirming, setConfirming] = useState(false);
  const [amending, setAmending] = useState(false);
  const signed = note.status === 'signed';
  const regenerating = isRegenerating(note);
  const unresolved = unresolvedInventions(note.current.flags, draft.resolutions).length;
  const transcriptAhead = note.transcriptVersion > note.current.transcriptVersion;
  const sign = () => (unresolved > 0 ? setConfirming(true) : void actions.sign(false));
  return (
    <div
      className="sticky top-0 z-10 -mx-1 mb-3 space-y-1.5 border-b bg-card/95 px-1 pb-2 backdrop-blur"
      data-testid="note-toolbar"
    >
      <div className="flex flex-wrap items-center gap-2">
        <Badge variant={STATUS_VARIANT[note.status]} data-testid="note-status">
          {signed && <Lock className="mr-1 size-3" aria-hidden />}
          {STATUS_LABEL[note.status]}
        </Badge>
        <span className="text-xs text-muted-foreground">Version {note.current.version}</span>
        {!signed && (
          <SaveStatus state={draft.state} onRetry={() => void draft.saveNow()} onReload={() => void draft.reload()} />
        )}
        <div className="ml-auto flex flex-wrap gap-1.5">
          <ExportMenu conversationId={note.conversationId} status={note.status} noteType={note.current.noteType} />
          <Button size="sm" variant="outline" onClick={onHistory}>
            <History /> Note history
          </Button>
          {!signed && (
            <Button
              size="sm"
              variant="outline"
              disabled={regenerating || actions.busy !== null || note.transcriptVersion === 0}
              onClick={() => void actions.regenerate()}
              title="Rewrite the report from the corrected transcript; the fields you edited are kept as you wrote them"
            >
              <RefreshCw className={regenerating ? 'animate-spin' : undefined} />{' '}
              {regenerating ? 'Regenerating…' : 'Regenerate report'}
            </Button>
          )}
          {signed ? (
            <Button size="sm" onClick={() => setAmending(true)} disabled={actions.busy !== null}>
              <PenLine /> Amend
            </Button>
          ) : (
            <Button size="sm" onClick={sign} disabled={regenerating || actions.busy !== null}>
              <Signature /> {actions.busy === 'sign' ? 'Signing…' : 'Sign note'}
            </Button>
          )}
        </div>
      </div>
      {signed && note.current.signedAt && (
        <p className="text-sm font-medium" data-testid="signed-line">
          Signed by {note.current.signedBy} on {formatWhen(note.current.signedAt)}
        </p>
      )}
      {note.current.kind === 'amendment' && note.current.reason && (
        <p className="text-xs text-muted-foreground">Amendment: {note.current.reason}</p>
      )}
      {regenerating && (
        <p className="text-xs text-muted-foreground">
          Rewriting the report from the corrected transcript; the fields you edited stay as you wrote them.
        </p>
      )}
      {note.regeneration?.state === 'failed' && (
        <p className="text-xs text-destructive">Regeneration failed: {note.regeneration.error}</p>
      )}
      {!signed && !regenerating && transcriptAhead && (
        <p className="text-xs text-amber-800">
          The transcript was corrected after this report was written. Regenerate the report to use the corrections.
        </p>
      )}
      <ConfirmSignDialog
        open={confirming}
        count={unresolved}
        onCancel={() => setConfirming(false)}
        onSign={() => {
          setConfirming(false);
          void actions.sign(true);
        }}
      />
      <AmendDialog
        key={String(amending)}
        open={amending}
        busy={actions.busy === 'amend'}
        onCancel={() => setAmending(false)}
        noteType={note.current.noteType}
        onAmend={(reason, type) =>
          // The type is sent only when it changes: otherwise the amendment keeps the signed one's.
          void actions
            .amend(reason, type === note.current.noteType ? undefined : type)
            .then((ok) => ok && setAmending(false))
        }
      />
    </div>
  );
}
