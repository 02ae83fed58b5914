import { useCallback, useId, useState } from 'react';
import { QueryState } from '@/components/ui/QueryState';
import { INPUT_CLASSES } from '@/components/ui/TextField';
import { useApiQuery } from '@/hooks/useApiQuery';
import { SHORT_TEXT_LIMITS, SHORT_TEXT_SAMPLE } from '@/domain/email-templates-short-texts';
import { retornarModelosMensagemCurta, type ModeloMensagemCurta } from '@/services/email-templates';
import { ShortTextForm } from './ShortTextForm';

const SECTION_CLASSES = 'rounded-2xl bg-white p-5 shadow-sm ring-1 ring-gray-900/5 dark:bg-gray-900 dark:ring-white/10';

const keyOf = (item: Pick<ModeloMensagemCurta, 'tipo' | 'canal'>) => `${item.tipo}/${item.canal}`;

/** settings/emails, issue 28: the SMS and WhatsApp texts of each notice kind, beside the e-mail templates. */
export function ShortTextSettings() {
  const id = useId();
  const fetchTexts = useCallback(() => retornarModelosMensagemCurta(), []);
  const query = useApiQuery(fetchTexts);
  const [changed, setChanged] = useState<Record<string, ModeloMensagemCurta>>({});
  const [tipo, setTipo] = useState<string | null>(null);

  return (
    <section aria-labelledby={`${id}-titulo`} className={SECTION_CLASSES}>
      <h2 id={`${id}-titulo`} className="mb-1 text-lg font-semibold">
        SMS e WhatsApp
      </h2>
      <p className="mb-4 max-w-prose text-sm text-gray-700 dark:text-gray-300">
        As mensagens curtas de cada aviso. Elas não levam dados pessoais: só o primeiro nome ({'{{nome}}'}) e o link para a página do portal ({'{{link}}'}, obrigatório), em até{' '}
        {SHORT_TEXT_LIMITS.caracteres} caracteres. A pré-visualização usa o nome {SHORT_TEXT_SAMPLE.nome} e um link de exemplo.
      </p>
      <QueryState query={query} label="Carregando as mensagens de SMS e WhatsApp" errorTitle="Não foi possível carregar as mensagens de SMS e WhatsApp.">
        {(data) => {
          const items = data.map((item) => changed[keyOf(item)] ?? item);
          const kinds = [...new Map(items.map((item) => [item.tipo, item])).values()];
          const chosen = kinds.find((item) => item.tipo === tipo) ?? kinds[0];
          if (!chosen) return <p>Nenhum aviso tem mensagem curta.</p>;
          const isEdited = (kind: string) => items.some((item) => item.tipo === kind && item.personalizado);
          return (
            <div className="space-y-4">
              <div>
                <label htmlFor={`${id}-aviso`} className="mb-1 block text-sm font-semibold text-gray-900 dark:text-gray-100">
                  Aviso
                </label>
                <select id={`${id}-aviso`} value={chosen.tipo} onChange={(event) => setTipo(event.target.value)} className={`${INPUT_CLASSES} border-gray-500`}>
                  {kinds.map((item) => (
                    <option key={item.tipo} value={item.tipo}>
                      {item.nome}
                      {isEdited(item.tipo) ? ' (alterado)' : ''}
                    </option>
                  ))}
                </select>
                <p className="mt-1 text-sm text-gray-700 dark:text-gray-300">{chosen.descricao}</p>
              </div>
              <div className="grid gap-4 lg:grid-cols-2">
                {items
                  .filter((item) => item.tipo === chosen.tipo)
                  .map((item) => (
                    <ShortTextForm key={keyOf(item)} item={item} onChanged={(saved) => setChanged((current) => ({ ...current, [keyOf(saved)]: saved }))} />
                  ))}
              </div>
            </div>
          );
        }}
      </QueryState>
    </section>
  );
}
