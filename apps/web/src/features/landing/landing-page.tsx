import { FeaturesSection } from './components/features-section';
import { Hero } from './components/hero';
import { HowItWorks } from './components/how-it-works';
import { Newsletter } from './components/newsletter';
import { SiteFooter } from './components/site-footer';

/** Home page sections, in order: hero, How It Works, Newsletter, Features, Footer. */
export function LandingPage() {
  return (
    <>
      <main>
        <Hero />
        <HowItWorks />
        <Newsletter />
        <FeaturesSection />
      </main>
      <SiteFooter />
    </>
  );
}
