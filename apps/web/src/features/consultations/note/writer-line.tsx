import { Link } from 'react-router';

/** The report's metadata names the built-in writer so; any other engine is a language model's name. */
export const BUILT_IN_WRITER = 'deterministic';

const link = 'underline underline-offset-2 hover:text-foreground';

/**
 * Which writer wrote the note, in one quiet line: a model by its name, or the built-in writer with
 * where to get a fuller note (a language model on the Models page, or an API key). When something
 * said is not in the note, the line says how much and leads to it (the offers sit at the note's foot).
 */
export function WriterLine({ engine, said, onShowSaid }: { engine: string; said: number; onShowSaid(): void }) {
  return (
    <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-0.5 px-1 pb-2 text-xs">
      <p data-testid="writer-line" className="text-muted-foreground">
        {engine === BUILT_IN_WRITER ? (
          <>
            Written by the built-in writer (no language model). For a fuller note, add a language model on the{' '}
            <Link to="/dashboard/models" className={link}>
              Models page
            </Link>{' '}
            or set an{' '}
            <Link to="/dashboard/api-keys" className={link}>
              API key
            </Link>
            .
          </>
        ) : (
          <>Written by {engine}</>
        )}
      </p>
      {said > 0 && (
        <button
          type="button"
          className="shrink-0 font-medium text-sky-800 underline-offset-2 hover:underline"
          onClick={onShowSaid}
        >
          {said === 1 ? '1 thing said is' : `${said} things said are`} not in the note ↓
        </button>
      )}
    </div>
  );
}
