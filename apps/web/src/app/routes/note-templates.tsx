// `/dashboard/profile/templates`.
import { TemplatesPage } from '@/features/note-templates';

export const Component = TemplatesPage;
