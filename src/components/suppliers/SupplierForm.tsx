import { useState, type FormEvent } from 'react';
import { isValidCnpj } from '@brazilian-utils/brazilian-utils';
import { SUPPLIER_LIMITS, type Fornecedor } from '@/domain/documents-fund';
import { formatCnpj } from '@/domain/masks';
import { ApiError, TRANSPORT_MESSAGES } from '@/services/api';
import { atualizarFornecedor, criarFornecedor, type FornecedorBody } from '@/services/documents';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { TextField } from '@/components/ui/TextField';
import { toast } from '@/components/ui/toast';

type Field = keyof FornecedorBody;
const EMPTY: FornecedorBody = { nome: '', cnpj: '', servico: '', contato: '' };

/** Administrators add a supplier or edit the chosen one. */
export function SupplierForm({ editing, onSaved, onCancelEdit }: { editing: Fornecedor | null; onSaved: () => void; onCancelEdit: () => void }) {
  // The page gives each edited supplier its own key: a new form, filled from it.
  const [values, setValues] = useState<FornecedorBody>(editing ? { nome: editing.nome, cnpj: editing.cnpj, servico: editing.servico, contato: editing.contato } : EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [isSaving, setIsSaving] = useState(false);

  const set = (field: Field, value: string) => setValues((current) => ({ ...current, [field]: value }));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Partial<Record<Field, string>> = {};
    if (!values.nome.trim()) found.nome = 'Informe o nome do fornecedor.';
    if (!isValidCnpj(values.cnpj.replace(/\D/g, ''))) found.cnpj = 'CNPJ inválido: confira os números.';
    if (!values.servico.trim()) found.servico = 'Informe o serviço prestado.';
    if (!values.contato.trim()) found.contato = 'Informe um contato (telefone, e-mail ou site).';
    setErrors(found);
    setFormError(null);
    if (Object.keys(found).length) return;
    setIsSaving(true);
    try {
      await (editing ? atualizarFornecedor(editing.id, values) : criarFornecedor(values));
      toast.success(editing ? 'Fornecedor alterado.' : 'Fornecedor incluído.');
      setValues(EMPTY);
      onSaved();
    } catch (error) {
      const apiError = error instanceof ApiError ? error : new ApiError(0, TRANSPORT_MESSAGES.unexpected);
      const byField: Partial<Record<Field, string>> = {};
      for (const item of apiError.errors) {
        const field = item.path.replace(/^body\//, '') as Field;
        if (field in EMPTY) byField[field] ??= item.message;
      }
      setErrors(byField);
      setFormError(apiError.message);
    } finally {
      setIsSaving(false);
    }
  };

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid max-w-3xl gap-4 md:grid-cols-2">
      {formError ? (
        <div className="md:col-span-2">
          <Alert tone="error">{formError}</Alert>
        </div>
      ) : null}
      <TextField label="Nome" value={values.nome} maxLength={SUPPLIER_LIMITS.nome} onChange={(event) => set('nome', event.target.value)} error={errors.nome} disabled={isSaving} />
      <TextField
        label="CNPJ"
        inputMode="numeric"
        placeholder="00.000.000/0000-00"
        value={values.cnpj}
        maxLength={18}
        onChange={(event) => set('cnpj', formatCnpj(event.target.value))}
        error={errors.cnpj}
        hint="Digite os 14 números: a pontuação entra sozinha."
        disabled={isSaving}
      />
      <TextField label="Serviço" value={values.servico} maxLength={SUPPLIER_LIMITS.servico} onChange={(event) => set('servico', event.target.value)} error={errors.servico} disabled={isSaving} />
      <TextField label="Contato" value={values.contato} maxLength={SUPPLIER_LIMITS.contato} onChange={(event) => set('contato', event.target.value)} error={errors.contato} hint="Telefone, e-mail ou site." disabled={isSaving} />
      <div className="flex flex-wrap gap-3 md:col-span-2">
        <Button type="submit" isLoading={isSaving}>
          {editing ? 'Salvar alterações' : 'Incluir fornecedor'}
        </Button>
        {editing ? (
          <Button type="button" variant="secondary" onClick={onCancelEdit} disabled={isSaving}>
            Cancelar
          </Button>
        ) : null}
      </div>
    </form>
  );
}
