import { ApiKeysPage } from '@/features/api-keys';

export const Component = ApiKeysPage;
