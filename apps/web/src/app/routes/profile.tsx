// `/dashboard/profile`.
import { ProfilePage } from '@/features/profile';

export const Component = ProfilePage;
