import { useCallback, useState, type FormEvent } from 'react';
import { Alert } from '@/components/ui/Alert';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { TextArea } from '@/components/ui/TextArea';
import { TextField } from '@/components/ui/TextField';
import { toast } from '@/components/ui/toast';
import { AdminListStates, AdminSection, FormActions, RowActions } from '@/components/settings/AdminListEditor';
import { formErrorsOf, useAdminForm, useConfirmedRemoval } from '@/components/settings/admin-form';
import { formatDateBr } from '@/domain/format-date';
import { useApiQuery } from '@/hooks/useApiQuery';
import { atualizarNoticia, criarNoticia, excluirNoticia, retornarNoticia, retornarNoticias, type NoticiaResumo } from '@/services/news';
import { NewsArticle } from './NewsArticle';
import { PlanPicker } from './PlanPicker';
import { checkRequired, periodStatus, planNamesText } from './news-form';

interface Values {
  titulo: string;
  resumo: string;
  conteudo: string;
  inicio: string;
  fim: string;
  idPlanos: number[] | null;
}

const EMPTY: Values = { titulo: '', resumo: '', conteudo: '', inicio: '', fim: '', idPlanos: null };
const LABELS = { titulo: 'o título', resumo: 'o resumo', conteudo: 'o texto', inicio: 'a data de início', fim: 'a data de fim' };

/** settings/noticias: write a news item (with its preview), and the list of every item with edit and remove. */
export function NewsSettings() {
  const fetchAll = useCallback(() => retornarNoticias(true), []);
  const list = useApiQuery(fetchAll);
  const form = useAdminForm<Values>(EMPTY);
  const { values, setValues, errors, isSaving, bind: set } = form;
  const [editingId, setEditingId] = useState<number | null>(null);
  const [isLoadingItem, setIsLoadingItem] = useState(false);
  const removal = useConfirmedRemoval(
    (item: NoticiaResumo) => excluirNoticia(item.id),
    (item) => {
      toast.success('Notícia excluída.');
      if (editingId === item.id) resetForm();
      list.retry();
    },
  );

  function resetForm() {
    form.reset(EMPTY);
    setEditingId(null);
  }

  async function startEdit(item: NoticiaResumo) {
    setIsLoadingItem(true);
    form.setErrors({});
    form.setFormError(null);
    try {
      const full = await retornarNoticia(item.id);
      setValues({ titulo: full.titulo, resumo: full.resumo, conteudo: full.conteudo, inicio: full.inicio, fim: full.fim, idPlanos: full.idPlanos });
      setEditingId(item.id);
      document.getElementById('titulo-form-noticia')?.scrollIntoView({ block: 'start' });
      document.getElementById('noticia-titulo')?.focus();
    } catch (error) {
      toast.error(formErrorsOf(error).message);
    } finally {
      setIsLoadingItem(false);
    }
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const required = checkRequired(values as unknown as Record<string, string>, LABELS);
    if (values.idPlanos !== null && values.idPlanos.length === 0) required.idPlanos = 'Escolha ao menos um plano ou marque Todos os planos.';
    await form.submit(required, async () => {
      if (editingId !== null) await atualizarNoticia(editingId, values);
      else await criarNoticia(values);
      toast.success(editingId !== null ? 'Notícia alterada.' : 'Notícia publicada.');
      resetForm();
      list.retry();
    });
  }

  const hasPreview = values.titulo.trim() !== '' || values.conteudo.trim() !== '';

  return (
    <>
      <AdminSection id="titulo-form-noticia" title={editingId !== null ? 'Alterar notícia' : 'Nova notícia'} spaced>
        <form noValidate onSubmit={onSubmit} className="space-y-5" aria-label={editingId !== null ? 'Alterar notícia' : 'Nova notícia'}>
          {form.formError ? <Alert>{form.formError}</Alert> : null}
          <fieldset disabled={isSaving || isLoadingItem} className="space-y-5">
            <TextField id="noticia-titulo" label="Título" maxLength={150} value={values.titulo} onChange={set('titulo')} error={errors.titulo} />
            <TextField label="Resumo" hint="Aparece na página inicial, abaixo do título." maxLength={300} value={values.resumo} onChange={set('resumo')} error={errors.resumo} />
            <TextArea label="Texto" hint="Texto simples; deixe uma linha em branco entre os parágrafos." rows={8} maxLength={20000} value={values.conteudo} onChange={set('conteudo')} error={errors.conteudo} />
            <div className="grid gap-5 sm:grid-cols-2">
              <TextField label="Início" type="date" value={values.inicio} onChange={set('inicio')} error={errors.inicio} />
              <TextField label="Fim" type="date" value={values.fim} onChange={set('fim')} error={errors.fim} />
            </div>
            <PlanPicker value={values.idPlanos} onChange={(idPlanos) => setValues((current) => ({ ...current, idPlanos }))} error={errors.idPlanos} />
          </fieldset>
          <FormActions submitLabel={editingId !== null ? 'Salvar alterações' : 'Publicar notícia'} isSaving={isSaving} onCancel={editingId !== null ? resetForm : null} cancelLabel="Cancelar edição" />
        </form>
        <div className="mt-8 border-t border-gray-200 pt-5 dark:border-gray-700">
          <h3 className="mb-3 text-base font-semibold">Pré-visualização</h3>
          {hasPreview ? (
            <article aria-label="Pré-visualização da notícia" className="rounded-xl border border-gray-300 p-4 dark:border-gray-600">
              <p className="mb-2 text-lg font-bold">{values.titulo || 'Sem título'}</p>
              <NewsArticle noticia={{ inicio: values.inicio || new Date().toISOString().slice(0, 10), resumo: values.resumo, conteudo: values.conteudo }} />
            </article>
          ) : (
            <p className="text-gray-700 dark:text-gray-300">Preencha o título e o texto para ver como a notícia aparecerá.</p>
          )}
        </div>
      </AdminSection>

      <AdminSection id="titulo-lista-noticias" title="Notícias publicadas">
        <AdminListStates query={list} loadingLabel="Carregando as notícias" errorTitle="Não foi possível carregar as notícias." emptyText="Nenhuma notícia publicada.">
          {(items) => (
            <div className="overflow-x-auto">
              <table className="w-full min-w-[40rem] text-left text-sm">
                <caption className="sr-only">Notícias publicadas, com período, planos e situação</caption>
                <thead>
                  <tr className="border-b border-gray-300 dark:border-gray-600">
                    <th scope="col" className="py-2 pr-3">Título</th>
                    <th scope="col" className="py-2 pr-3">Período</th>
                    <th scope="col" className="py-2 pr-3">Planos</th>
                    <th scope="col" className="py-2 pr-3">Situação</th>
                    <th scope="col" className="py-2">Ações</th>
                  </tr>
                </thead>
                <tbody>
                  {items.map((item) => (
                    <tr key={item.id} className="border-b border-gray-200 align-top dark:border-gray-700">
                      <th scope="row" className="py-2 pr-3 font-medium">{item.titulo}</th>
                      <td className="py-2 pr-3 whitespace-nowrap">
                        {formatDateBr(item.inicio)} a {formatDateBr(item.fim)}
                      </td>
                      <td className="py-2 pr-3">{planNamesText(item.planos)}</td>
                      <td className="py-2 pr-3">{periodStatus(item, true)}</td>
                      <td className="py-2">
                        <RowActions of={`a notícia ${item.titulo}`} onEdit={() => void startEdit(item)} onRemove={() => removal.ask(item)} />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </AdminListStates>
      </AdminSection>

      <ConfirmDialog isOpen={removal.removing !== null} title="Excluir notícia" confirmLabel="Excluir" onConfirm={() => void removal.confirm()} onCancel={removal.cancel} isBusy={removal.isRemoving}>
        <p>A notícia “{removal.removing?.titulo}” deixará de aparecer para os participantes. Esta ação não pode ser desfeita.</p>
      </ConfirmDialog>
    </>
  );
}
