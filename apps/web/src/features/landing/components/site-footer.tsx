import { AshaLogo } from './brand-mark';

const CONTACT_EMAIL = 'contact@asha-scribe.org';

// FAQ, Terms of Service and Privacy Policy are placeholders with no target. They are
// rendered as disabled buttons (announced as unavailable) rather than dead `<a>` anchors.
const PLACEHOLDERS = ['FAQ', 'Terms of Service', 'Privacy Policy'] as const;

const linkClass =
  'rounded-sm hover:text-white focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-300';

/** Footer: Home, Features, How It Works, placeholders, mailto contact, two social icons, 2025. */
export function SiteFooter() {
  return (
    <footer className="bg-slate-900 py-12 text-slate-300">
      <div className="mx-auto grid max-w-6xl gap-8 px-6 md:grid-cols-4">
        <div>
          <p className="flex items-center gap-2 text-lg font-semibold text-white">
            <AshaLogo className="size-7" /> Asha Scribe
          </p>
          <p className="mt-2 text-sm">Multi-lingual AI medical scribe for global healthcare.</p>
        </div>
        <nav aria-label="Footer">
          <h2 className="text-sm font-semibold uppercase tracking-wide text-white">Product</h2>
          <ul className="mt-3 space-y-2 text-sm">
            <li>
              <a className={linkClass} href="/">
                Home
              </a>
            </li>
            <li>
              <a className={linkClass} href="/#features">
                Features
              </a>
            </li>
            <li>
              <a className={linkClass} href="/#how-it-works">
                How It Works
              </a>
            </li>
          </ul>
        </nav>
        <div>
          <h2 className="text-sm font-semibold uppercase tracking-wide text-white">Resources</h2>
          <ul className="mt-3 space-y-2 text-sm">
            {PLACEHOLDERS.map((label) => (
              <li key={label}>
                <button
                  type="button"
                  aria-disabled="true"
                  title="Coming soon"
                  className={`${linkClass} cursor-not-allowed`}
                  data-placeholder-link
                >
                  {label}
                  <span className="sr-only"> (coming soon)</span>
                </button>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h2 className="text-sm font-semibold uppercase tracking-wide text-white">Contact</h2>
          <p className="mt-3 text-sm">
            <a className={`${linkClass} underline underline-offset-4`} href={`mailto:${CONTACT_EMAIL}`}>
              {CONTACT_EMAIL}
            </a>
          </p>
          <div className="mt-4 flex gap-3">
            <SocialPlaceholder label="Asha Scribe on X (coming soon)" glyph="𝕏" />
            <SocialPlaceholder label="Asha Scribe on LinkedIn (coming soon)" glyph="in" />
          </div>
        </div>
      </div>
      <p className="mx-auto mt-10 max-w-6xl border-t border-slate-700 px-6 pt-6 text-sm">
        © 2025 Asha Scribe. All rights reserved.
      </p>
    </footer>
  );
}

function SocialPlaceholder({ label, glyph }: { label: string; glyph: string }) {
  return (
    <button
      type="button"
      aria-label={label}
      aria-disabled="true"
      title={label}
      className="inline-flex size-9 cursor-not-allowed items-center justify-center rounded-full bg-slate-800 text-sm font-bold text-white focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-300"
      data-social-placeholder
    >
      <span aria-hidden="true">{glyph}</span>
    </button>
  );
}
