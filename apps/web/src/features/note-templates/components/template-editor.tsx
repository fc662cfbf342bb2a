import type { NoteTemplate, NoteTemplateSection, StoredNoteTemplate } from '@asha/contracts';
import { ArrowLeft, Plus } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { useSaveTemplate, useTemplate } from '../api/templates-api';
import { problemsOf } from '../problems';
import { SectionEditor, type SectionMove } from './section-editor';

const BACK = '/dashboard/profile/templates';

/** A section id not used in the template yet: the key of a new section. */
function freshId(sections: NoteTemplateSection[]): string {
  for (let n = sections.length + 1; ; n++) if (!sections.some((s) => s.id === `section-${n}`)) return `section-${n}`;
}

/** Focus follows a moved section's button, so moving it again from the keyboard needs no hunting. */
const refocus = (id: string) => requestAnimationFrame(() => document.getElementById(id)?.focus());

/** `/dashboard/profile/templates/:templateId`: the clinician's own template edited; each save is a new version. */
export function TemplateEditorPage({ templateId }: { templateId: string }) {
  const q = useTemplate(templateId);
  if (q.error)
    return (
      <p role="alert" className="p-6 text-destructive">
        This template could not be opened: {q.error.message}
      </p>
    );
  if (!q.data) return <p className="p-6 text-muted-foreground">Loading…</p>;
  if (q.data.owner !== 'mine')
    return (
      <div className="mx-auto max-w-3xl p-4 sm:p-6">
        <p>“{q.data.template.name}” is the clinic’s template: you can use it but not change it.</p>
        <Link to={BACK} className="text-primary underline">
          Back to note templates
        </Link>
      </div>
    );
  return <TemplateForm key={`${q.data.id}-${q.data.version}`} stored={q.data} />;
}

function TemplateForm({ stored }: { stored: StoredNoteTemplate }) {
  const [draft, setDraft] = useState<NoteTemplate>(stored.template);
  const save = useSaveTemplate(stored.id);
  const problems = useMemo(() => problemsOf(draft), [draft]);
  const count = Object.keys(problems).length;
  const sections = draft.sections;
  const setSections = (next: NoteTemplateSection[]) => setDraft({ ...draft, sections: next });

  const move = (i: number, how: SectionMove) => {
    if (how === 'remove') return setSections(sections.filter((_, j) => j !== i));
    const j = how === 'up' ? i - 1 : i + 1;
    const next = [...sections];
    [next[i], next[j]] = [next[j]!, next[i]!];
    setSections(next);
    refocus(`section-${sections[i]!.id}-${how}`);
  };
  const add = () => {
    const id = freshId(sections);
    setSections([
      ...sections,
      {
        id,
        title: 'New section',
        from: [],
        show: 'list',
        instruction: 'List what the consultation said for this section.',
      },
    ]);
    refocus(`section-${id}-title`);
  };
  const onSave = () =>
    save.mutate(
      { baseVersion: stored.version, template: draft },
      { onSuccess: (s) => toast.success(`Saved “${s.template.name}” as version ${s.version}`) },
    );

  return (
    <form
      className="mx-auto flex max-w-4xl flex-col gap-4 p-4 sm:p-6"
      onSubmit={(e) => {
        e.preventDefault();
        if (count === 0) onSave();
      }}
    >
      <Link to={BACK} className="inline-flex items-center gap-1 text-sm text-muted-foreground hover:text-foreground">
        <ArrowLeft className="size-4" aria-hidden /> Note templates
      </Link>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-2xl font-semibold">Edit note template</h1>
        <span className="text-sm text-muted-foreground">Version {stored.version}</span>
      </div>
      <div className="grid gap-1">
        <label htmlFor="template-name" className="text-sm font-medium">
          Name
        </label>
        <Input
          id="template-name"
          value={draft.name}
          maxLength={80}
          aria-invalid={!!problems.name}
          aria-describedby={problems.name ? 'template-name-problem' : undefined}
          onChange={(e) => setDraft({ ...draft, name: e.target.value })}
        />
        {problems.name && (
          <p id="template-name-problem" className="text-sm text-destructive">
            {problems.name}
          </p>
        )}
      </div>
      <div className="grid gap-1">
        <label htmlFor="template-description" className="text-sm font-medium">
          Description
        </label>
        <Textarea
          id="template-description"
          value={draft.description}
          maxLength={300}
          rows={2}
          onChange={(e) => setDraft({ ...draft, description: e.target.value })}
        />
        {problems.description && <p className="text-sm text-destructive">{problems.description}</p>}
      </div>
      <h2 className="text-lg font-semibold">Sections</h2>
      <ol className="flex flex-col gap-3">
        {sections.map((s, i) => (
          <SectionEditor
            key={s.id}
            section={s}
            index={i}
            count={sections.length}
            problems={problems}
            onChange={(next) => setSections(sections.map((x, j) => (j === i ? next : x)))}
            onMove={(how) => move(i, how)}
          />
        ))}
      </ol>
      {problems.sections && <p className="text-sm text-destructive">{problems.sections}</p>}
      <div className="sticky bottom-0 flex flex-wrap items-center gap-2 border-t bg-background py-3">
        <Button type="button" variant="outline" onClick={add} disabled={sections.length >= 30}>
          <Plus className="size-4" aria-hidden /> Add section
        </Button>
        <Button type="submit" className="ml-auto" disabled={save.isPending || count > 0}>
          {save.isPending ? 'Saving…' : 'Save template'}
        </Button>
        {count > 0 && (
          <p role="status" className="basis-full text-sm text-destructive">
            {count === 1 ? 'One thing to fix' : `${count} things to fix`} before saving: see the fields marked above.
          </p>
        )}
        {save.error && (
          <p role="alert" className="basis-full text-sm text-destructive">
            {save.error.message}
          </p>
        )}
      </div>
    </form>
  );
}
