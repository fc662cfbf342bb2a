import { Brain, FileText, Languages, Mic, Plug, ShieldCheck, Zap } from 'lucide-react';

const LARGE = [
  {
    title: 'Voice Recording',
    Icon: Mic,
    text: 'Record the consultation in the browser with one tap; the audio is uploaded securely to the patient’s record.',
  },
  {
    title: 'Smart Documentation',
    Icon: FileText,
    text: 'Chief complaint, history, medications, allergies, assessment and plan — structured into a complete medical report.',
  },
  {
    title: 'Multi-Language Support',
    Icon: Languages,
    text: 'Speak in regional languages and dialects; Asha writes professional English medical reports.',
  },
] as const;

const SMALL = [
  { title: 'Medical AI Intelligence', Icon: Brain, text: 'Understands medical terminology.' },
  { title: 'HIPAA Compliant', Icon: ShieldCheck, text: 'Built for protected health information.' },
  { title: 'EMR Integration', Icon: Plug, text: 'Fits electronic medical record systems.' },
  { title: 'Real-Time Processing', Icon: Zap, text: 'During or right after the consultation.' },
] as const;

/** Features: three large cards and four small cards. */
export function FeaturesSection() {
  return (
    <section id="features" aria-labelledby="features-title" className="scroll-mt-4 bg-slate-50 py-20">
      <div className="mx-auto max-w-6xl px-6">
        <h2 id="features-title" className="text-center text-3xl font-bold text-slate-900">
          Features
        </h2>
        <ul className="mt-12 grid gap-6 md:grid-cols-3" data-testid="feature-cards-large">
          {LARGE.map(({ title, Icon, text }) => (
            <li key={title} className="rounded-2xl border bg-white p-8 shadow-sm">
              <Icon className="size-10 text-primary" aria-hidden="true" />
              <h3 className="mt-4 text-xl font-semibold text-slate-900">{title}</h3>
              <p className="mt-2 text-slate-700">{text}</p>
            </li>
          ))}
        </ul>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4" data-testid="feature-cards-small">
          {SMALL.map(({ title, Icon, text }) => (
            <li key={title} className="rounded-xl border bg-white p-5">
              <Icon className="size-6 text-primary" aria-hidden="true" />
              <h3 className="mt-3 font-semibold text-slate-900">{title}</h3>
              <p className="mt-1 text-sm text-slate-700">{text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
