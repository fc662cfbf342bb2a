const STEPS = [
  {
    n: '01',
    title: 'Record Consultation',
    text: 'Press record and talk with your patient as usual — in any regional language or dialect.',
  },
  {
    n: '02',
    title: 'AI Analysis',
    text: 'Asha transcribes the conversation, labels Doctor and Patient, and translates it into English.',
  },
  {
    n: '03',
    title: 'Generate Report',
    text: 'A structured English medical report is written for the patient, ready for you to review.',
  },
] as const;

/** How It Works: three steps, closing with 'Ready to transform your practice?'. */
export function HowItWorks() {
  return (
    <section id="how-it-works" aria-labelledby="how-it-works-title" className="scroll-mt-4 bg-white py-20">
      <div className="mx-auto max-w-6xl px-6">
        <h2 id="how-it-works-title" className="text-center text-3xl font-bold text-slate-900">
          How It Works
        </h2>
        <ol className="mt-12 grid gap-8 md:grid-cols-3">
          {STEPS.map((s) => (
            <li key={s.n} className="rounded-xl border bg-slate-50 p-6">
              <h3 className="flex flex-col gap-3 text-xl font-semibold text-slate-900">
                <span className="text-3xl font-bold text-primary">{s.n}</span>
                {s.title}
              </h3>
              <p className="mt-2 text-slate-700">{s.text}</p>
            </li>
          ))}
        </ol>
        <p className="mt-12 text-center text-2xl font-semibold text-slate-900">Ready to transform your practice?</p>
      </div>
    </section>
  );
}
