import { useCallback, useState } from 'react';
import { QueryState } from '@/components/ui/QueryState';
import { useApiQuery } from '@/hooks/useApiQuery';
import { retornarModelosEmail, type ModeloEmail } from '@/services/email-templates';
import { EmailLog } from './EmailLog';
import { EmailTemplateEditor } from './EmailTemplateEditor';
import { ShortTextSettings } from './ShortTextSettings';

/** settings/emails: the e-mail templates (edit, preview, reset), the SMS and WhatsApp texts, and the log of sent e-mails. */
export function EmailSettings() {
  const fetchTemplates = useCallback(() => retornarModelosEmail(), []);
  const query = useApiQuery(fetchTemplates);
  const [changed, setChanged] = useState<Record<string, ModeloEmail>>({});
  const [refreshKey, setRefreshKey] = useState(0);

  return (
    <QueryState query={query} label="Carregando os modelos de e-mail" errorTitle="Não foi possível carregar os modelos de e-mail.">
      {(data) => {
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
            <ShortTextSettings />
            <EmailLog templates={templates} refreshKey={refreshKey} />
          </div>
        );
      }}
    </QueryState>
  );
}
