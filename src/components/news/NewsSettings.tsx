import { useCallback, useState, type FormEvent } from 'react';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { TextArea } from '@/components/ui/TextArea';
import { TextField } from '@/components/ui/TextField';
import { toast } from '@/components/ui/toast';
import { DashboardError, DashboardSkeleton } from '@/components/dashboard/DashboardStates';
import { formatDateBr } from '@/domain/format';
import { useApiQuery } from '@/hooks/useApiQuery';
import { atualizarNoticia, criarNoticia, excluirNoticia, retornarNoticia, retornarNoticias, type NoticiaResumo } from '@/services/news';
import { NewsArticle } from './NewsArticle';
import { PlanPicker } from './PlanPicker';
import { checkRequired, errorsOf, periodStatus, planNamesText, type FieldErrors } from './news-form';

const SECTION_CLASSES = 'rounded-2xl bg-white p-5 shadow-sm ring-1 ring-gray-900/5 dark:bg-gray-900 dark:ring-white/10';

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
  const [values, setValues] = useState<Values>(EMPTY);
  const [editingId, setEditingId] = useState<number | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [isSaving, setIsSaving] = useState(false);
  const [isLoadingItem, setIsLoadingItem] = useState(false);
  const [removing, setRemoving] = useState<NoticiaResumo | null>(null);
  const [isRemoving, setIsRemoving] = useState(false);

  // A field's message goes away as soon as it is edited; the rest stay until the next attempt.
  const set = (field: keyof Values) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  };

  function resetForm() {
    setValues(EMPTY);
    setEditingId(null);
    setErrors({});
    setFormError(null);
  }

  async function startEdit(item: NoticiaResumo) {
    setIsLoadingItem(true);
    setErrors({});
    setFormError(null);
    try {
      const full = await retornarNoticia(item.id);
      setValues({ titulo: full.titulo, resumo: full.resumo, conteudo: full.conteudo, inicio: full.inicio, fim: full.fim, idPlanos: full.idPlanos });
      setEditingId(item.id);
      document.getElementById('titulo-form-noticia')?.scrollIntoView({ block: 'start' });
      document.getElementById('noticia-titulo')?.focus();
    } catch (error) {
      toast.error(errorsOf(error).message);
    } finally {
      setIsLoadingItem(false);
    }
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const required = checkRequired(values as unknown as Record<string, string>, LABELS);
    if (values.idPlanos !== null && values.idPlanos.length === 0) required.idPlanos = 'Escolha ao menos um plano ou marque Todos os planos.';
    setErrors(required);
    setFormError(null);
    if (Object.keys(required).length > 0) return;
    setIsSaving(true);
    try {
      if (editingId !== null) await atualizarNoticia(editingId, values);
      else await criarNoticia(values);
      toast.success(editingId !== null ? 'Notícia alterada.' : 'Notícia publicada.');
      resetForm();
      list.retry();
    } catch (error) {
      const { fields, message } = errorsOf(error);
      setErrors(fields);
      setFormError(message);
    } finally {
      setIsSaving(false);
    }
  }

  async function confirmRemove() {
    if (!removing) return;
    setIsRemoving(true);
    try {
      await excluirNoticia(removing.id);
      toast.success('Notícia excluída.');
      if (editingId === removing.id) resetForm();
      setRemoving(null);
      list.retry();
    } catch (error) {
      toast.error(errorsOf(error).message);
    } finally {
      setIsRemoving(false);
    }
  }

  const hasPreview = values.titulo.trim() !== '' || values.conteudo.trim() !== '';

  return (
    <>
      <section aria-labelledby="titulo-form-noticia" className={`mb-8 ${SECTION_CLASSES}`}>
        <h2 id="titulo-form-noticia" className="mb-4 text-lg font-semibold">
          {editingId !== null ? 'Alterar notícia' : 'Nova notícia'}
        </h2>
        <form noValidate onSubmit={onSubmit} className="space-y-5" aria-label={editingId !== null ? 'Alterar notícia' : 'Nova notícia'}>
          {formError ? <Alert>{formError}</Alert> : null}
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
          <div className="flex flex-wrap gap-3">
            <Button type="submit" isLoading={isSaving}>
              {editingId !== null ? 'Salvar alterações' : 'Publicar notícia'}
            </Button>
            {editingId !== null ? (
              <Button variant="secondary" onClick={resetForm} disabled={isSaving}>
                Cancelar edição
              </Button>
            ) : null}
          </div>
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
      </section>

      <section aria-labelledby="titulo-lista-noticias" className={SECTION_CLASSES}>
        <h2 id="titulo-lista-noticias" className="mb-4 text-lg font-semibold">
          Notícias publicadas
        </h2>
        {list.isLoading ? (
          <DashboardSkeleton label="Carregando as notícias" />
        ) : list.error || !list.data ? (
          <DashboardError title="Não foi possível carregar as notícias." message={list.error?.message ?? ''} onRetry={list.retry} />
        ) : list.data.length === 0 ? (
          <p className="text-gray-700 dark:text-gray-300">Nenhuma notícia publicada.</p>
        ) : (
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
                {list.data.map((item) => (
                  <tr key={item.id} className="border-b border-gray-200 align-top dark:border-gray-700">
                    <th scope="row" className="py-2 pr-3 font-medium">{item.titulo}</th>
                    <td className="py-2 pr-3 whitespace-nowrap">
                      {formatDateBr(item.inicio)} a {formatDateBr(item.fim)}
                    </td>
                    <td className="py-2 pr-3">{planNamesText(item.planos)}</td>
                    <td className="py-2 pr-3">{periodStatus(item, true)}</td>
                    <td className="py-2">
                      <div className="flex flex-wrap gap-2">
                        <Button size="sm" variant="secondary" onClick={() => void startEdit(item)} aria-label={`Editar a notícia ${item.titulo}`}>
                          Editar
                        </Button>
                        <Button size="sm" variant="secondary" onClick={() => setRemoving(item)} aria-label={`Excluir a notícia ${item.titulo}`}>
                          Excluir
                        </Button>
                      </div>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>

      <ConfirmDialog isOpen={removing !== null} title="Excluir notícia" confirmLabel="Excluir" onConfirm={() => void confirmRemove()} onCancel={() => setRemoving(null)} isBusy={isRemoving}>
        <p>A notícia “{removing?.titulo}” deixará de aparecer para os participantes. Esta ação não pode ser desfeita.</p>
      </ConfirmDialog>
    </>
  );
}
