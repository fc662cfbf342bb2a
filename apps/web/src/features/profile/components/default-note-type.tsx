import { FileText } from 'lucide-react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { NativeSelect } from '@/components/ui/select';
import { NoteTypeOptions } from '@/components/note-types/note-type-options';
import { useNoteTypes } from '@/lib/note-types';
import { useDefaultNoteType, useSaveDefaultNoteType } from '../api/note-type-api';

/** The note type new consultations start in; notes written already keep theirs. */
export function DefaultNoteTypeCard() {
  const types = useNoteTypes();
  const q = useDefaultNoteType();
  const save = useSaveDefaultNoteType();
  const value = save.isPending ? save.variables : q.data?.defaultNoteType;
  const chosen = types.find((t) => t.id === value);
  const onChange = (id: string) =>
    save.mutate(id, {
      onSuccess: (s) =>
        toast.success(`New consultations start as ${types.find((t) => t.id === s.defaultNoteType)?.name}`),
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
            {q.data && <NoteTypeOptions types={types} current={value} />}
          </NativeSelect>
        )}
        {chosen && (
          <p className="text-sm text-muted-foreground">{chosen.description} You can change it per consultation.</p>
        )}
        <p className="text-sm">
          <Link
            to="/dashboard/profile/templates"
            className="font-medium text-primary underline-offset-4 hover:underline"
          >
            Note templates
          </Link>{' '}
          <span className="text-muted-foreground">— make your own from a copy of a built-in type.</span>
        </p>
      </CardContent>
    </Card>
  );
}
