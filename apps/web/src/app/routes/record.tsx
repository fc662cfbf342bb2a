import { RecorderPage } from '@/features/recorder';

export const Component = RecorderPage;
