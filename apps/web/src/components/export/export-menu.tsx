import { FHIR_PROFILES, NOTE_EXPORT_FORMATS, type NoteExportFormat, type NoteStatus } from '@asha/contracts';
import { ClipboardCopy, Download, FileDown, HeartHandshake, Send, Share2 } from 'lucide-react';
import { useRef, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { downloadNote, fetchNoteStatus, noteText } from './export-api';
import { PatientCopyDialog } from './patient-copy-dialog';
import { SendToRecordDialog } from './send-dialog';

const DRAFT_WORDS = 'Draft — not signed';
const isDraft = (s: string | null | undefined) => !!s && s !== 'signed';

/**
 * Copies text that is still being fetched. The clipboard item is handed over during the click
 * (Safari refuses a write that comes after a network wait); browsers without clipboard items
 * write the text once it is there.
 */
async function copyWhenReady(text: Promise<string>): Promise<void> {
  if (typeof ClipboardItem !== 'undefined' && navigator.clipboard?.write) {
    return navigator.clipboard.write([
      new ClipboardItem({ 'text/plain': text.then((t) => new Blob([t], { type: 'text/plain' })) }),
    ]);
  }
  if (!navigator.clipboard?.writeText)
    throw new Error('This browser does not allow copying here: download the text instead.');
  return navigator.clipboard.writeText(await text);
}

/**
 * The Export menu of a consultation's note: Copy text, downloads (text, Markdown, PDF, FHIR),
 * Send to record and the Patient copy. Each export is of the note's current version, in the type
 * the clinician chose for it (read from the note when the page showing the menu does not know it);
 * a draft says so in the menu and in what it tells the clinician after an export.
 */
export function ExportMenu({
  conversationId,
  status: known,
  noteType,
  size = 'sm',
}: {
  conversationId: string;
  status?: NoteStatus | null;
  /** export in this note type (a template's id); without it, the type the note is in */
  noteType?: string;
  size?: 'sm' | 'default';
}) {
  const [status, setStatus] = useState<string | null>(known ?? null);
  const [busy, setBusy] = useState(false);
  const [dialog, setDialog] = useState<'send' | 'copy' | null>(null);
  const current = known ?? status;
  // The note's own summary, read once, for its status and type where the page does not pass them.
  const summary = useRef<ReturnType<typeof fetchNoteStatus> | null>(null);
  const readSummary = () => {
    summary.current ??= fetchNoteStatus(conversationId);
    return summary.current;
  };
  const typeOf = async () => noteType ?? (await readSummary()).current.noteType;

  const run = async (what: () => Promise<string>) => {
    if (busy) return;
    setBusy(true);
    try {
      const done = await what();
      toast.success(done, isDraft(current) ? { description: `${DRAFT_WORDS}: the export says so.` } : undefined);
    } catch (err) {
      toast.error(err instanceof Error && err.message ? err.message : 'The export did not work. Please try again.');
    } finally {
      setBusy(false);
    }
  };
  const download = (format: NoteExportFormat) =>
    run(async () => {
      setStatus((await downloadNote(conversationId, format, await typeOf())) ?? status);
      return `Downloaded the note as ${NOTE_EXPORT_FORMATS[format].label}`;
    });
  // ABDM's OP consultation record is the consultation note's alone: it has no note types.
  const downloadAbdm = () =>
    run(async () => {
      setStatus((await downloadNote(conversationId, 'fhir', { profile: 'abdm' })) ?? status);
      return `Downloaded the note as ${FHIR_PROFILES.abdm.label}`;
    });
  const copyText = () =>
    run(async () => {
      const fetched = typeOf().then((type) => noteText(conversationId, type));
      await copyWhenReady(fetched.then((f) => f.text));
      setStatus((await fetched).status ?? status);
      return 'Copied the note as text';
    });
  const onOpen = (open: boolean) => {
    if (open && (!current || !noteType))
      readSummary().then(
        (n) => setStatus(known ?? n.status),
        () => (summary.current = null),
      );
  };

  return (
    <>
      <DropdownMenu onOpenChange={onOpen}>
        <DropdownMenuTrigger asChild>
          <Button size={size} variant="outline" disabled={busy} data-testid="export-menu">
            <Share2 /> {busy ? 'Exporting…' : 'Export'}
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          <DropdownMenuLabel>
            {isDraft(current) ? (
              <span className="font-semibold text-destructive">{DRAFT_WORDS}: exports are marked as a draft</span>
            ) : current === 'signed' ? (
              'Signed note'
            ) : (
              'Export the note'
            )}
          </DropdownMenuLabel>
          <DropdownMenuItem onSelect={() => void copyText()}>
            <ClipboardCopy /> Copy text
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={() => void download('pdf')}>
            <FileDown /> Download PDF
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={() => void download('fhir')}>
            <Download /> Download FHIR
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={() => void downloadAbdm()}>
            <Download /> Download FHIR for ABDM (India)
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={() => void download('text')}>
            <Download /> Download text (.txt)
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={() => void download('markdown')}>
            <Download /> Download Markdown (.md)
          </DropdownMenuItem>
          <DropdownMenuSeparator />
          <DropdownMenuItem onSelect={() => setDialog('send')}>
            <Send /> Send to record…
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={() => setDialog('copy')}>
            <HeartHandshake /> Patient copy…
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      {dialog === 'send' && (
        <SendToRecordDialog conversationId={conversationId} draft={isDraft(current)} onClose={() => setDialog(null)} />
      )}
      {dialog === 'copy' && <PatientCopyDialog conversationId={conversationId} onClose={() => setDialog(null)} />}
    </>
  );
}
