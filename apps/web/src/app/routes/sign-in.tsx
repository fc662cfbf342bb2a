// `/auth`: the sign-in page; the sign-in flow itself lives in @/lib/auth.
import { SignInPage } from '@/features/sign-in/sign-in-page';

export const Component = SignInPage;
