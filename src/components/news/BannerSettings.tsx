import { useCallback, useEffect, useMemo, useState, type FormEvent } from 'react';
import { Alert } from '@/components/ui/Alert';
import { FileDrop } from '@/components/ui/FileDrop';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { TextField } from '@/components/ui/TextField';
import { toast } from '@/components/ui/toast';
import { AdminListStates, AdminSection, FormActions, RowActions } from '@/components/settings/AdminListEditor';
import { useAdminForm, useConfirmedRemoval } from '@/components/settings/admin-form';
import { formatDateBr } from '@/domain/format-date';
import { isSafeLink } from '@/domain/news';
import { useApiQuery } from '@/hooks/useApiQuery';
import { uploadAttachment } from '@/services/attachments';
import { atualizarBanner, criarBanner, excluirBanner, retornarBanners, type Banner } from '@/services/news';
import { BannerSlide } from './BannerSlide';
import { PlanPicker } from './PlanPicker';
import { checkRequired, periodStatus, planNamesText } from './news-form';

const IMAGE_ACCEPT = { 'image/png': ['.png'], 'image/jpeg': ['.jpg', '.jpeg'], 'image/webp': ['.webp'] };
const IMAGE_MAX_BYTES = 5 * 1024 * 1024;

interface Values {
  titulo: string;
  texto: string;
  textoAlternativo: string;
  link: string;
  inicio: string;
  fim: string;
  ordem: string;
  idPlanos: number[] | null;
}

const EMPTY: Values = { titulo: '', texto: '', textoAlternativo: '', link: '', inicio: '', fim: '', ordem: '0', idPlanos: null };
const LABELS = { titulo: 'o título', texto: 'o texto', textoAlternativo: 'a descrição da imagem', inicio: 'a data de início', fim: 'a data de fim' };

/** The chosen file as a local address for the preview, released when it changes. */
function useObjectUrl(file: File | null): string | null {
  const url = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  return url;
}

/** settings/configurar-carrossel: a banner's image, texts, link, period and plans, with its preview; the list of all. */
export function BannerSettings() {
  const fetchAll = useCallback(() => retornarBanners(true), []);
  const list = useApiQuery(fetchAll);
  const form = useAdminForm<Values>(EMPTY);
  const { values, setValues, errors, isSaving, bind: set } = form;
  const [editing, setEditing] = useState<Banner | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const removal = useConfirmedRemoval(
    (banner: Banner) => excluirBanner(banner.id),
    (banner) => {
      toast.success('Banner excluído.');
      if (editing?.id === banner.id) resetForm();
      list.retry();
    },
  );
  const fileUrl = useObjectUrl(file);

  function resetForm() {
    form.reset(EMPTY);
    setEditing(null);
    setFile(null);
  }

  function startEdit(banner: Banner) {
    form.reset({
      titulo: banner.titulo,
      texto: banner.texto,
      textoAlternativo: banner.textoAlternativo,
      link: banner.link ?? '',
      inicio: banner.inicio,
      fim: banner.fim,
      ordem: String(banner.ordem),
      idPlanos: banner.idPlanos,
    });
    setEditing(banner);
    setFile(null);
    document.getElementById('titulo-form-banner')?.scrollIntoView({ block: 'start' });
    document.getElementById('banner-titulo')?.focus();
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const found = checkRequired(values as unknown as Record<string, string>, LABELS);
    if (!editing && !file) found.idAnexo = 'Envie a imagem do banner (PNG, JPEG ou WebP).';
    if (values.link.trim() && !isSafeLink(values.link.trim())) found.link = 'Informe um endereço do portal (começando com /) ou um endereço https.';
    if (values.idPlanos !== null && values.idPlanos.length === 0) found.idPlanos = 'Escolha ao menos um plano ou marque Todos os planos.';
    if (!/^\d{1,3}$/.test(values.ordem)) found.ordem = 'Informe a posição, um número de 0 a 999.';
    await form.submit(found, async () => {
      try {
        let idAnexo: number | undefined;
        if (file) {
          setProgress(0);
          idAnexo = await uploadAttachment(file, setProgress);
          setProgress(null);
        }
        const body = {
          titulo: values.titulo,
          texto: values.texto,
          textoAlternativo: values.textoAlternativo,
          link: values.link.trim() || null,
          inicio: values.inicio,
          fim: values.fim,
          ordem: Number(values.ordem),
          idPlanos: values.idPlanos,
          ...(idAnexo !== undefined ? { idAnexo } : {}),
        };
        if (editing) await atualizarBanner(editing.id, body);
        else await criarBanner(body);
        toast.success(editing ? 'Banner alterado.' : 'Banner incluído no carrossel.');
        resetForm();
        list.retry();
      } finally {
        setProgress(null);
      }
    });
  }

  const previewImage = fileUrl ?? editing?.imagemUrl ?? null;

  return (
    <>
      <AdminSection id="titulo-form-banner" title={editing ? 'Alterar banner' : 'Novo banner'} spaced>
        <form noValidate onSubmit={onSubmit} className="space-y-5" aria-label={editing ? 'Alterar banner' : 'Novo banner'}>
          {form.formError ? <Alert>{form.formError}</Alert> : null}
          <fieldset disabled={isSaving} className="space-y-5">
            <FileDrop
              value={file}
              onChange={setFile}
              label={editing ? 'Imagem (envie outra para substituir)' : 'Imagem'}
              hint="PNG, JPEG ou WebP até 5 MB, na proporção 3:1 (por exemplo, 1200 × 400 pixels)."
              accept={IMAGE_ACCEPT}
              maxSize={IMAGE_MAX_BYTES}
              error={errors.idAnexo}
            />
            {progress !== null ? <p role="status">Enviando a imagem… {Math.round(progress * 100)}%</p> : null}
            <TextField
              label="Descrição da imagem"
              hint="Para quem não vê a imagem: descreva o que ela mostra."
              maxLength={200}
              value={values.textoAlternativo}
              onChange={set('textoAlternativo')}
              error={errors.textoAlternativo}
            />
            <TextField id="banner-titulo" label="Título" maxLength={80} value={values.titulo} onChange={set('titulo')} error={errors.titulo} />
            <TextField label="Texto" maxLength={200} value={values.texto} onChange={set('texto')} error={errors.texto} />
            <TextField label="Link (opcional)" hint="Uma página do portal (/services/…) ou um endereço https." maxLength={300} value={values.link} onChange={set('link')} error={errors.link} />
            <div className="grid gap-5 sm:grid-cols-3">
              <TextField label="Início" type="date" value={values.inicio} onChange={set('inicio')} error={errors.inicio} />
              <TextField label="Fim" type="date" value={values.fim} onChange={set('fim')} error={errors.fim} />
              <TextField label="Posição" hint="Menor aparece primeiro." inputMode="numeric" maxLength={3} value={values.ordem} onChange={set('ordem')} error={errors.ordem} />
            </div>
            <PlanPicker value={values.idPlanos} onChange={(idPlanos) => setValues((current) => ({ ...current, idPlanos }))} error={errors.idPlanos} />
          </fieldset>
          <FormActions submitLabel={editing ? 'Salvar alterações' : 'Incluir banner'} isSaving={isSaving} onCancel={editing ? resetForm : null} cancelLabel="Cancelar edição" />
        </form>
        <div className="mt-8 border-t border-gray-200 pt-5 dark:border-gray-700">
          <h3 className="mb-3 text-base font-semibold">Pré-visualização</h3>
          {previewImage ? (
            <div aria-label="Pré-visualização do banner" role="group" className="max-w-3xl">
              <BannerSlide
                banner={{ titulo: values.titulo || 'Sem título', texto: values.texto, textoAlternativo: values.textoAlternativo, link: values.link.trim() || null, imagemUrl: previewImage }}
                isFirst
              />
            </div>
          ) : (
            <p className="text-gray-700 dark:text-gray-300">Escolha a imagem para ver como o banner aparecerá.</p>
          )}
        </div>
      </AdminSection>

      <AdminSection id="titulo-lista-banners" title="Banners do carrossel">
        <AdminListStates query={list} loadingLabel="Carregando os banners" errorTitle="Não foi possível carregar os banners." emptyText="Nenhum banner cadastrado.">
          {(banners) => (
            <div className="overflow-x-auto">
              <table className="w-full min-w-[44rem] text-left text-sm">
                <caption className="sr-only">Banners do carrossel, com imagem, período, planos e situação</caption>
                <thead>
                  <tr className="border-b border-gray-300 dark:border-gray-600">
                    <th scope="col" className="py-2 pr-3">Imagem</th>
                    <th scope="col" className="py-2 pr-3">Título</th>
                    <th scope="col" className="py-2 pr-3">Período</th>
                    <th scope="col" className="py-2 pr-3">Planos</th>
                    <th scope="col" className="py-2 pr-3">Situação</th>
                    <th scope="col" className="py-2">Ações</th>
                  </tr>
                </thead>
                <tbody>
                  {banners.map((banner) => (
                    <tr key={banner.id} className="border-b border-gray-200 align-top dark:border-gray-700">
                      <td className="py-2 pr-3">
                        {/* eslint-disable-next-line @next/next/no-img-element -- a static export: no image optimisation server */}
                        <img src={banner.imagemUrl} alt={banner.textoAlternativo} width={120} height={40} loading="lazy" className="h-10 w-30 rounded object-cover" />
                      </td>
                      <th scope="row" className="py-2 pr-3 font-medium">{banner.titulo}</th>
                      <td className="py-2 pr-3 whitespace-nowrap">
                        {formatDateBr(banner.inicio)} a {formatDateBr(banner.fim)}
                      </td>
                      <td className="py-2 pr-3">{planNamesText(banner.planos)}</td>
                      <td className="py-2 pr-3">{periodStatus(banner, false)}</td>
                      <td className="py-2">
                        <RowActions of={`o banner ${banner.titulo}`} onEdit={() => startEdit(banner)} onRemove={() => removal.ask(banner)} />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </AdminListStates>
      </AdminSection>

      <ConfirmDialog isOpen={removal.removing !== null} title="Excluir banner" confirmLabel="Excluir" onConfirm={() => void removal.confirm()} onCancel={removal.cancel} isBusy={removal.isRemoving}>
        <p>O banner “{removal.removing?.titulo}” sairá do carrossel da página inicial. Esta ação não pode ser desfeita.</p>
      </ConfirmDialog>
    </>
  );
}
