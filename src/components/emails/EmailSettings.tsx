import { useCallback, useState } from 'react';
import { DashboardError, DashboardSkeleton } from '@/components/dashboard/DashboardStates';
import { useApiQuery } from '@/hooks/useApiQuery';
import { retornarModelosEmail, type ModeloEmail } from '@/services/email-templates';
import { EmailLog } from './EmailLog';
import { EmailTemplateEditor } from './EmailTemplateEditor';

/** settings/emails: the templates (edit, preview, reset) and the log of sent e-mails. */
export function EmailSettings() {
  const fetchTemplates = useCallback(() => retornarModelosEmail(), []);
  const { data, error, isLoading, retry } = useApiQuery(fetchTemplates);
  const [changed, setChanged] = useState<Record<string, ModeloEmail>>({});
  const [refreshKey, setRefreshKey] = useState(0);

  if (isLoading) return <DashboardSkeleton label="Carregando os modelos de e-mail" />;
  if (error || !data) return <DashboardError title="Não foi possível carregar os modelos de e-mail." message={error?.message ?? ''} onRetry={retry} />;
  const templates = data.map((template) => changed[template.chave] ?? template);

  return (
    <div className="space-y-6">
      <EmailTemplateEditor
        templates={templates}
        onChanged={(template) => {
          setChanged((current) => ({ ...current, [template.chave]: template }));
          setRefreshKey((key) => key + 1);
        }}
      />
      <EmailLog templates={templates} refreshKey={refreshKey} />
    </div>
  );
}
