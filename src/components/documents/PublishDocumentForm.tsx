import type { FormEvent } from 'react';
import { DOCUMENT_CATEGORIES, DOCUMENT_CATEGORY_LABELS, DOCUMENT_LIMITS, type DocumentCategory, type DocumentoPublicado } from '@/domain/documents-fund';
import type { Plano } from '@/domain/api-types';
import { useDocumentUpload } from '@/hooks/useDocumentUpload';
import { atualizarDocumento, publicarDocumento, type DocumentoBody } from '@/services/documents';
import { DocumentField } from '@/components/attachments/DocumentField';
import { FormActions } from '@/components/settings/AdminListEditor';
import { useAdminForm } from '@/components/settings/admin-form';
import { Alert } from '@/components/ui/Alert';
import { Checkbox } from '@/components/ui/Checkbox';
import { TextArea } from '@/components/ui/TextArea';
import { INPUT_CLASSES, TextField } from '@/components/ui/TextField';
import { toast } from '@/components/ui/toast';

interface PublishDocumentFormProps {
  plans: Plano[];
  /** The document being edited; null = a new one. */
  editing: DocumentoPublicado | null;
  onSaved: () => void;
  onCancelEdit: () => void;
}

type Errors = Partial<Record<'arquivo' | 'titulo' | 'categoria' | 'ano' | 'descricao' | 'idPlanos', string>>;

const EMPTY = { titulo: '', categoria: '' as DocumentCategory | '', ano: '', descricao: '', isForAllPlans: true, idPlanos: [] as number[] };
/** The API names the file by its attachment. */
const API_FIELDS = { idAnexo: 'arquivo' };

/** Administrators send a file (the attachments' resumable upload) and publish it for some plans or all; or edit one. */
export function PublishDocumentForm({ plans, editing, onSaved, onCancelEdit }: PublishDocumentFormProps) {
  const upload = useDocumentUpload();
  // The page gives each edited document its own key: a new form, filled from it.
  const form = useAdminForm(
    editing
      ? { titulo: editing.titulo, categoria: editing.categoria as DocumentCategory | '', ano: editing.ano ? String(editing.ano) : '', descricao: editing.descricao ?? '', isForAllPlans: editing.idPlanos === null, idPlanos: editing.idPlanos ?? [] }
      : EMPTY,
    API_FIELDS,
  );
  const { values, setValues, isSaving } = form;
  const errors: Errors = form.errors;

  const set = <K extends keyof typeof EMPTY>(key: K, value: (typeof EMPTY)[K]) => setValues((current) => ({ ...current, [key]: value }));
  const togglePlan = (id: number, isChecked: boolean) => set('idPlanos', isChecked ? [...values.idPlanos, id] : values.idPlanos.filter((item) => item !== id));

  function clientErrors(): Errors {
    const found: Errors = {};
    if (!editing && !upload.file) found.arquivo = 'Escolha o arquivo do documento.';
    if (!values.titulo.trim()) found.titulo = 'Informe o título do documento.';
    if (!values.categoria) found.categoria = 'Escolha a categoria.';
    if (values.ano && !/^\d{4}$/.test(values.ano)) found.ano = 'Informe o ano com quatro dígitos.';
    if (!values.isForAllPlans && values.idPlanos.length === 0) found.idPlanos = 'Escolha ao menos um plano, ou todos os planos.';
    return found;
  }

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    await form.submit(clientErrors(), async () => {
      const idAnexo = (await upload.upload()) ?? editing?.anexo.id;
      if (!idAnexo) return;
      const body: DocumentoBody = {
        idAnexo,
        titulo: values.titulo.trim(),
        categoria: values.categoria as DocumentCategory,
        idPlanos: values.isForAllPlans ? null : values.idPlanos,
        ano: values.ano ? Number(values.ano) : null,
        descricao: values.descricao.trim() || null,
      };
      await (editing ? atualizarDocumento(editing.id, body) : publicarDocumento(body));
      toast.success(editing ? 'Documento alterado.' : 'Documento publicado.');
      upload.setFile(null);
      setValues(EMPTY);
      onSaved();
    });
  };

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="max-w-2xl space-y-5">
      {form.formError ? <Alert tone="error">{form.formError}</Alert> : null}
      <DocumentField upload={upload} label={editing ? 'Substituir o arquivo (opcional)' : 'Arquivo do documento'} error={errors.arquivo} />
      {editing ? <p className="text-sm text-gray-700 dark:text-gray-300">Arquivo atual: {editing.anexo.nomeOriginal}</p> : null}
      <TextField label="Título" value={values.titulo} maxLength={DOCUMENT_LIMITS.titulo} onChange={(event) => set('titulo', event.target.value)} error={errors.titulo} disabled={isSaving} />
      <div>
        <label htmlFor="documento-categoria" className="mb-1 block text-sm font-semibold text-gray-900 dark:text-gray-100">
          Categoria
        </label>
        <select
          id="documento-categoria"
          value={values.categoria}
          onChange={(event) => set('categoria', event.target.value as DocumentCategory)}
          disabled={isSaving}
          aria-invalid={errors.categoria ? true : undefined}
          aria-describedby={errors.categoria ? 'documento-categoria-erro' : undefined}
          className={`${INPUT_CLASSES} ${errors.categoria ? 'border-red-700' : 'border-gray-500'}`}
        >
          <option value="">Selecione</option>
          {DOCUMENT_CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {DOCUMENT_CATEGORY_LABELS[category]}
            </option>
          ))}
        </select>
        {errors.categoria ? (
          <p id="documento-categoria-erro" className="mt-1 text-sm text-red-700 dark:text-red-400">
            {errors.categoria}
          </p>
        ) : null}
      </div>
      <TextField label="Ano (opcional)" inputMode="numeric" maxLength={4} value={values.ano} onChange={(event) => set('ano', event.target.value.replace(/\D/g, ''))} error={errors.ano} hint="O ano a que o documento se refere; sem ele, vale o ano da publicação." disabled={isSaving} />
      <TextArea label="Descrição (opcional)" value={values.descricao} maxLength={DOCUMENT_LIMITS.descricao} onChange={(event) => set('descricao', event.target.value)} error={errors.descricao} disabled={isSaving} />
      <fieldset aria-describedby={errors.idPlanos ? 'documento-planos-erro' : undefined}>
        <legend className="mb-2 text-sm font-semibold text-gray-900 dark:text-gray-100">Para quem</legend>
        <div className="space-y-2">
          <Checkbox label="Todos os planos" checked={values.isForAllPlans} onChange={(event) => set('isForAllPlans', event.target.checked)} disabled={isSaving} />
          {plans.map((plan) => (
            <Checkbox
              key={plan.id}
              label={`Plano ${plan.nomeExibicao}`}
              checked={!values.isForAllPlans && values.idPlanos.includes(plan.id)}
              onChange={(event) => togglePlan(plan.id, event.target.checked)}
              disabled={isSaving || values.isForAllPlans}
            />
          ))}
        </div>
        {errors.idPlanos ? (
          <p id="documento-planos-erro" className="mt-1 text-sm text-red-700 dark:text-red-400">
            {errors.idPlanos}
          </p>
        ) : null}
      </fieldset>
      <FormActions submitLabel={editing ? 'Salvar alterações' : 'Publicar documento'} isSaving={isSaving} onCancel={editing ? onCancelEdit : null} cancelLabel="Cancelar" />
    </form>
  );
}
