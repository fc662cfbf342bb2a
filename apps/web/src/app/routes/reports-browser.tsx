// /dashboard/data: the Patient Reports browser (reading one of the spec's two readings).
import { ReportsBrowserPage } from '@/features/reports-browser/components/reports-browser-page';

export const Component = ReportsBrowserPage;
