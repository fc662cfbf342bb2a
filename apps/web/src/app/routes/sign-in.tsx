// Spec §2 `/auth`: the sign-in page (issue #6); the sign-in flow itself lives in @/lib/auth (issue #3).
import { SignInPage } from '@/features/sign-in/sign-in-page';

export const Component = SignInPage;
