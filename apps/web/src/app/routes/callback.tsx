// Spec §2 `/callback`: the identity provider's redirect target (issue #3).
import { CallbackPage } from '@/features/auth/callback-page';

export const Component = CallbackPage;
