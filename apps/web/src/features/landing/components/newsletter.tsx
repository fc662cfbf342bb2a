import { FigureGrid } from '@/components/marketing/figure-grid';
import { useEffect, useState } from 'react';

const FIGURES = [
  { value: '5K+', label: 'subscribers' },
  { value: '99%', label: 'accuracy' },
  { value: '3 sec', label: 'average fill time' },
] as const;

type FormState = { kind: 'loading' } | { kind: 'ready'; url: string } | { kind: 'none' } | { kind: 'error' };

/**
 * Newsletter: an external subscription form in a lazily loaded frame 307 px high.
 * Its address is install configuration (NEWSLETTER_URL → GET /api/config `newsletterUrl`).
 */
export function Newsletter() {
  const form = useNewsletterUrl();
  return (
    <section id="newsletter" aria-labelledby="newsletter-title" className="bg-teal-900 py-20 text-white">
      <div className="mx-auto grid max-w-6xl gap-10 px-6 md:grid-cols-2 md:items-center">
        <div>
          <h2 id="newsletter-title" className="text-3xl font-bold">
            Newsletter
          </h2>
          <p className="mt-4 text-teal-50">
            News on multi-lingual clinical documentation, product updates and practice tips — once a month.
          </p>
          <FigureGrid figures={FIGURES} className="mt-8" />
        </div>
        <div className="min-h-[307px] rounded-xl bg-white p-2 text-slate-900">
          <NewsletterForm form={form} />
        </div>
      </div>
    </section>
  );
}

function NewsletterForm({ form }: { form: FormState }) {
  if (form.kind === 'ready') {
    return (
      <iframe
        src={form.url}
        title="Newsletter subscription form"
        loading="lazy"
        height={307}
        className="h-[307px] w-full rounded-lg border-0"
      />
    );
  }
  const message = {
    loading: 'Loading the subscription form…',
    none: 'The newsletter subscription form is not configured on this server.',
    error: 'The newsletter subscription form could not be loaded right now.',
  }[form.kind];
  return (
    <p role="status" className="flex h-[307px] items-center justify-center p-6 text-center text-slate-700">
      {message}
    </p>
  );
}

function useNewsletterUrl(): FormState {
  const [state, setState] = useState<FormState>({ kind: 'loading' });
  useEffect(() => {
    let live = true;
    // Loaded on demand: the config reader brings zod and the contracts (~27 KiB gzip), which
    // the landing page's first paint does not need.
    import('@/lib/public-config')
      .then(({ getPublicConfig }) => getPublicConfig())
      .then((c) => live && setState(c.newsletterUrl ? { kind: 'ready', url: c.newsletterUrl } : { kind: 'none' }))
      .catch(() => live && setState({ kind: 'error' }));
    return () => {
      live = false;
    };
  }, []);
  return state;
}
