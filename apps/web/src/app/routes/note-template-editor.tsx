// `/dashboard/profile/templates/:templateId`.
import { useParams } from 'react-router';
import { TemplateEditorPage } from '@/features/note-templates';

export function Component() {
  const { templateId = '' } = useParams();
  return <TemplateEditorPage templateId={templateId} />;
}
