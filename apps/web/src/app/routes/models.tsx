import { ModelsPage } from '@/features/models';

export const Component = ModelsPage;
