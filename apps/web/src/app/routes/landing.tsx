// Spec §2 `/`: the public landing page (issue #6). Kept free of dashboard imports (speed).
import { LandingPage } from '@/features/landing/landing-page';

export const Component = LandingPage;
