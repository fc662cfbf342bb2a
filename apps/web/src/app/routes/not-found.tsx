import { NotFoundPage } from '@/features/not-found/not-found-page';

export const Component = NotFoundPage;
