import { ModelKindSchema, type ModelKind, type ModelSummary } from '@asha/contracts';
import { Boxes } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useCancelDownload, useModels, useRemoveModel, useStartDownload } from '../api/models-api';
import { useReportModelOffer } from '../api/report-offer-api';
import { ModelRow } from './model-row';

const KINDS: Record<ModelKind, { title: string; about: string }> = {
  speech: {
    title: 'Speech models',
    about: 'Turn recordings into text and translate them, on this machine (whisper.cpp).',
  },
  report: {
    title: 'Report models',
    about: 'Write the medical report on this machine. Without one, the built-in writer writes it.',
  },
  speaker: { title: 'Speaker models', about: 'Tell the voices in a recording apart.' },
};

/** Always shown; the rest of a long list waits behind "Show all". */
const prominent = (m: ModelSummary) =>
  m.installed || m.isDefault || !!m.download || m.partialBytes > 0 || !m.catalogued || m.kind !== 'speech';

/** Settings → Models: the clinic's speech, report and speaker models, downloaded and removed on the server. */
export function ModelsPage() {
  const models = useModels(5000);
  const cannotHold = useReportModelOffer().data?.cannotHold;
  const start = useStartDownload();
  const cancel = useCancelDownload();
  const remove = useRemoveModel();
  const [error, setError] = useState<string | null>(null);
  const pending = [start, cancel, remove].find((m) => m.isPending)?.variables ?? null;
  const act = (m: typeof start) => (name: string) => {
    setError(null);
    m.mutate(name, { onError: (e) => setError(e.message) });
  };
  const actions = { onDownload: act(start), onCancel: act(cancel), onRemove: act(remove), pending };
  const data = models.data;

  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-4 p-3 sm:p-6">
      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2 text-2xl">
            <Boxes className="size-6" aria-hidden />
            Models
          </CardTitle>
          <CardDescription>
            Models run on the clinic's server; downloads continue when you leave this page.
          </CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-2 text-sm">
          {models.isPending && <p>Loading models…</p>}
          {models.error && (
            <p role="alert" className="text-destructive">
              {models.error.message}
            </p>
          )}
          {data && (
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
              <dt className="text-muted-foreground">Speech</dt>
              <dd className="min-w-0 break-words font-medium">
                {data.engines.speech ?? (
                  <span className="text-destructive">
                    None: download a speech model below, or save an OpenAI key in{' '}
                    <Link to="/dashboard/api-keys" className="underline">
                      API Keys
                    </Link>
                    .
                  </span>
                )}
              </dd>
              <dt className="text-muted-foreground">Report</dt>
              <dd className="min-w-0 break-words font-medium">{data.engines.report}</dd>
            </dl>
          )}
          {cannotHold && (
            <p data-testid="report-model-cannot-hold">
              No report model fits this machine's memory, so the built-in writer writes notes.
            </p>
          )}
          {error && (
            <p role="alert" className="text-destructive">
              {error}
            </p>
          )}
        </CardContent>
      </Card>
      {data &&
        ModelKindSchema.options.map((kind) => {
          const rows = data.models.filter((m) => m.kind === kind);
          return rows.length ? <KindSection key={kind} kind={kind} rows={rows} actions={actions} /> : null;
        })}
    </div>
  );
}

function KindSection({
  kind,
  rows,
  actions,
}: {
  kind: ModelKind;
  rows: ModelSummary[];
  actions: Parameters<typeof ModelRow>[0]['actions'];
}) {
  const [all, setAll] = useState(false);
  const shown = all ? rows : rows.filter(prominent);
  return (
    <Card>
      <CardHeader className="pb-2">
        <CardTitle className="text-lg">{KINDS[kind].title}</CardTitle>
        <CardDescription>{KINDS[kind].about}</CardDescription>
      </CardHeader>
      <CardContent className="p-0">
        <ul aria-label={KINDS[kind].title}>
          {shown.map((m) => (
            <ModelRow key={m.name} model={m} actions={actions} />
          ))}
        </ul>
        {shown.length < rows.length && (
          <Button variant="link" className="m-2" onClick={() => setAll(true)}>
            Show all {rows.length} {KINDS[kind].title.toLowerCase()}
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
