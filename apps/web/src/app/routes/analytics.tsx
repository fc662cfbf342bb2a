import { AnalyticsPage } from '@/features/analytics';

export const Component = AnalyticsPage;
