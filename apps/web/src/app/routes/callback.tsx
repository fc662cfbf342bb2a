// `/callback`: the identity provider's redirect target.
import { CallbackPage } from '@/features/auth/callback-page';

export const Component = CallbackPage;
