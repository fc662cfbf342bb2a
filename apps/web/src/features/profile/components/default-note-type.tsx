import { NOTE_TYPE_CHOICES } from '@asha/contracts';
import { FileText } from 'lucide-react';
import { toast } from 'sonner';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { NativeSelect } from '@/components/ui/select';
import { useDefaultNoteType, useSaveDefaultNoteType } from '../api/note-type-api';

/** The note type new consultations start in; notes written already keep theirs. */
export function DefaultNoteTypeCard() {
  const q = useDefaultNoteType();
  const save = useSaveDefaultNoteType();
  const value = save.isPending ? save.variables : q.data?.defaultNoteType;
  const chosen = NOTE_TYPE_CHOICES.find((t) => t.id === value);
  const onChange = (id: string) =>
    save.mutate(id, {
      onSuccess: (s) =>
        toast.success(`New consultations start as ${NOTE_TYPE_CHOICES.find((t) => t.id === s.defaultNoteType)?.name}`),
      onError: (err) => toast.error(err.message || 'The default note type was not saved. Please try again.'),
    });
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <FileText className="size-5" aria-hidden /> Note type
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-2">
        <label htmlFor="default-note-type" className="text-sm font-medium text-muted-foreground">
          Default note type for new consultations
        </label>
        {q.error ? (
          <p role="alert" className="text-sm text-destructive">
            The default note type could not be loaded: {q.error.message}
          </p>
        ) : (
          <NativeSelect
            id="default-note-type"
            className="w-full"
            value={value ?? ''}
            disabled={!q.data || save.isPending}
            onChange={(e) => onChange(e.target.value)}
          >
            {!q.data && <option value="">Loading…</option>}
            {NOTE_TYPE_CHOICES.map((t) => (
              <option key={t.id} value={t.id}>
                {t.name}
              </option>
            ))}
          </NativeSelect>
        )}
        {chosen && (
          <p className="text-sm text-muted-foreground">{chosen.description} You can change it per consultation.</p>
        )}
      </CardContent>
    </Card>
  );
}
