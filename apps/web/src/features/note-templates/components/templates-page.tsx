import { BUILTIN_NOTE_TEMPLATES, type NoteTypeSummary } from '@asha/contracts';
import { Copy, Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { NativeSelect } from '@/components/ui/select';
import { useNoteTypes } from '@/lib/note-types';
import { useCreateTemplate, useRemoveTemplate } from '../api/templates-api';

const editPath = (id: string) => `/dashboard/profile/templates/${id}`;

/**
 * `/dashboard/profile/templates`: the clinician's own note templates (made from a copy of a built-in
 * type, edited, removed) and the clinic's, which they use as they are or copy to make their own.
 */
export function TemplatesPage() {
  const types = useNoteTypes();
  const navigate = useNavigate();
  const create = useCreateTemplate();
  const [from, setFrom] = useState(BUILTIN_NOTE_TEMPLATES[0]!.id);
  const copy = (body: Parameters<typeof create.mutate>[0]) =>
    create.mutate(body, {
      onSuccess: (t) => void navigate(editPath(t.id)),
      onError: (err) => toast.error(err.message),
    });
  const mine = types.filter((t) => t.owner === 'mine');
  const clinic = types.filter((t) => t.owner === 'clinic');
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 p-4 sm:p-6">
      <div>
        <h1 className="text-2xl font-semibold">Note templates</h1>
        <p className="mt-1 text-sm text-muted-foreground">
          Your own note types: the sections, their order and what each holds. Choose one on a consultation’s note, or as
          your default on the Profile page.
        </p>
      </div>
      <Card>
        <CardHeader>
          <CardTitle>Start from a built-in type</CardTitle>
        </CardHeader>
        <CardContent className="flex flex-wrap items-end gap-2">
          <div className="grid min-w-48 flex-1 gap-1">
            <label htmlFor="copy-from" className="text-sm font-medium">
              Built-in type
            </label>
            <NativeSelect id="copy-from" value={from} onChange={(e) => setFrom(e.target.value)}>
              {BUILTIN_NOTE_TEMPLATES.map((t) => (
                <option key={t.id} value={t.id}>
                  {t.name}
                </option>
              ))}
            </NativeSelect>
          </div>
          <Button onClick={() => copy({ copyOf: from })} disabled={create.isPending}>
            <Copy className="size-4" aria-hidden /> Make a copy to edit
          </Button>
        </CardContent>
      </Card>
      <TemplateList title="My templates" empty="No templates of your own yet." items={mine} own />
      {clinic.length > 0 && (
        <TemplateList title="Clinic templates" empty="" items={clinic} onCopy={(t) => copy({ templateId: t.id })} />
      )}
    </div>
  );
}

function TemplateList({
  title,
  empty,
  items,
  own = false,
  onCopy,
}: {
  title: string;
  empty: string;
  items: NoteTypeSummary[];
  own?: boolean;
  onCopy?(t: NoteTypeSummary): void;
}) {
  return (
    <section aria-label={title}>
      <h2 className="mb-2 text-lg font-semibold">{title}</h2>
      {items.length === 0 ? (
        <p className="text-sm text-muted-foreground">{empty}</p>
      ) : (
        <ul className="divide-y rounded-lg border">
          {items.map((t) => (
            <TemplateRow key={t.id} t={t} own={own} onCopy={onCopy} />
          ))}
        </ul>
      )}
    </section>
  );
}

function TemplateRow({ t, own, onCopy }: { t: NoteTypeSummary; own: boolean; onCopy?(t: NoteTypeSummary): void }) {
  const remove = useRemoveTemplate();
  const [confirming, setConfirming] = useState(false);
  return (
    <li className="flex flex-wrap items-center gap-2 p-3">
      <div className="min-w-0 flex-1">
        <div className="font-medium">{t.name}</div>
        <div className="text-sm text-muted-foreground">
          Version {t.version}
          {t.description ? ` · ${t.description}` : ''}
        </div>
      </div>
      {own && !confirming && (
        <>
          <Button asChild variant="outline" size="sm">
            <Link to={editPath(t.id)} aria-label={`Edit ${t.name}`}>
              <Pencil className="size-4" aria-hidden /> Edit
            </Link>
          </Button>
          <Button variant="ghost" size="sm" aria-label={`Remove ${t.name}`} onClick={() => setConfirming(true)}>
            <Trash2 className="size-4" aria-hidden /> Remove
          </Button>
        </>
      )}
      {own && confirming && (
        <div role="group" aria-label={`Remove ${t.name}?`} className="flex items-center gap-2">
          <span className="text-sm">Remove? Notes written in it still show in it.</span>
          <Button
            variant="destructive"
            size="sm"
            onClick={() => remove.mutate(t.id, { onError: (err) => toast.error(err.message) })}
          >
            Remove
          </Button>
          <Button variant="outline" size="sm" onClick={() => setConfirming(false)}>
            Keep
          </Button>
        </div>
      )}
      {onCopy && (
        <Button variant="outline" size="sm" onClick={() => onCopy(t)}>
          <Copy className="size-4" aria-hidden /> Make a copy
        </Button>
      )}
    </li>
  );
}
