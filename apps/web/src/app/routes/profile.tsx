// Spec §2 `/dashboard/profile` (issue #3).
import { ProfilePage } from '@/features/profile';

export const Component = ProfilePage;
