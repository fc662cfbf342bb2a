import { Link } from 'react-router';

/** The report's metadata names the built-in writer so; any other engine is a language model's name. */
export const BUILT_IN_WRITER = 'deterministic';

const link = 'underline underline-offset-2 hover:text-foreground';

/**
 * Which writer wrote the note, in one quiet line: a model by its name, or the built-in writer with
 * where to get a fuller note (a language model on the Models page, or an API key).
 */
export function WriterLine({ engine }: { engine: string }) {
  return (
    <p data-testid="writer-line" className="px-1 pb-2 text-xs text-muted-foreground">
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
  );
}
