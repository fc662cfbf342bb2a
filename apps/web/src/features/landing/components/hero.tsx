import { FileText, Languages, Mic } from 'lucide-react';
import { BrandMark } from './brand-mark';

const HIGHLIGHTS = [
  { label: 'Voice Recording', Icon: Mic },
  { label: 'Smart Reports', Icon: FileText },
  { label: 'Regional-Language', Icon: Languages },
] as const;

/** Landing hero: headline, tagline, three highlights, brand mark, 'See in Action'. */
export function Hero() {
  return (
    <section
      aria-labelledby="hero-title"
      className="relative overflow-hidden bg-gradient-to-br from-teal-50 via-white to-sky-50"
    >
      <header>
        <nav aria-label="Main" className="mx-auto flex max-w-6xl items-center justify-between px-6 py-5">
          <BrandMark />
          <ul className="hidden gap-6 text-sm font-medium text-muted-foreground sm:flex">
            <li>
              <a className="hover:text-foreground" href="#how-it-works">
                How It Works
              </a>
            </li>
            <li>
              <a className="hover:text-foreground" href="#features">
                Features
              </a>
            </li>
          </ul>
        </nav>
      </header>
      <div className="mx-auto max-w-4xl px-6 pb-24 pt-16 text-center">
        <h1 id="hero-title" className="text-4xl font-bold tracking-tight text-slate-900 sm:text-6xl">
          Multi-Lingual AI Medical Scribe for Global Healthcare
        </h1>
        <p className="mx-auto mt-6 max-w-2xl text-lg text-slate-700">
          From Regional Languages to English medical reports — AI that understands every doctor–patient conversation.
        </p>
        <ul className="mt-8 flex flex-wrap justify-center gap-3" aria-label="Highlights">
          {HIGHLIGHTS.map(({ label, Icon }) => (
            <li
              key={label}
              className="inline-flex items-center gap-2 rounded-full border bg-white px-4 py-2 text-sm font-medium text-slate-800 shadow-sm"
            >
              <Icon className="size-4 text-primary" aria-hidden="true" />
              {label}
            </li>
          ))}
        </ul>
        {/* A plain anchor on purpose: 'See in Action' loads /auth as a full page. */}
        <a
          href="/auth"
          className="mt-10 inline-flex h-12 items-center justify-center rounded-md bg-primary px-8 text-base font-semibold text-primary-foreground shadow hover:bg-primary/90 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2"
        >
          See in Action
        </a>
      </div>
    </section>
  );
}
