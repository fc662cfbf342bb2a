// `/`: the public landing page. Kept free of dashboard imports (speed).
import { LandingPage } from '@/features/landing/landing-page';

export const Component = LandingPage;
