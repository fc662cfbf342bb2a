// Filled by its feature issue; until then the route shows the not-found page.
import { NotFoundPage } from '@/features/not-found/not-found-page';

export const Component = NotFoundPage;
