import type { FormEvent } from 'react';
import { isValidCnpj } from '@brazilian-utils/brazilian-utils';
import { SUPPLIER_LIMITS, type Fornecedor } from '@/domain/documents-fund';
import { formatCnpj } from '@/domain/masks';
import { atualizarFornecedor, criarFornecedor, type FornecedorBody } from '@/services/documents';
import { FormActions } from '@/components/settings/AdminListEditor';
import { useAdminForm } from '@/components/settings/admin-form';
import { Alert } from '@/components/ui/Alert';
import { TextField } from '@/components/ui/TextField';
import { toast } from '@/components/ui/toast';

type Field = keyof FornecedorBody;
const EMPTY: FornecedorBody = { nome: '', cnpj: '', servico: '', contato: '' };

/** Administrators add a supplier or edit the chosen one. */
export function SupplierForm({ editing, onSaved, onCancelEdit }: { editing: Fornecedor | null; onSaved: () => void; onCancelEdit: () => void }) {
  // The page gives each edited supplier its own key: a new form, filled from it.
  const form = useAdminForm<FornecedorBody>(editing ? { nome: editing.nome, cnpj: editing.cnpj, servico: editing.servico, contato: editing.contato } : EMPTY);
  const { values, setValues, errors, isSaving } = form;

  const set = (field: Field, value: string) => setValues((current) => ({ ...current, [field]: value }));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Partial<Record<Field, string>> = {};
    if (!values.nome.trim()) found.nome = 'Informe o nome do fornecedor.';
    if (!isValidCnpj(values.cnpj.replace(/\D/g, ''))) found.cnpj = 'CNPJ inválido: confira os números.';
    if (!values.servico.trim()) found.servico = 'Informe o serviço prestado.';
    if (!values.contato.trim()) found.contato = 'Informe um contato (telefone, e-mail ou site).';
    await form.submit(found, async () => {
      await (editing ? atualizarFornecedor(editing.id, values) : criarFornecedor(values));
      toast.success(editing ? 'Fornecedor alterado.' : 'Fornecedor incluído.');
      setValues(EMPTY);
      onSaved();
    });
  };

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid max-w-3xl gap-4 md:grid-cols-2">
      {form.formError ? (
        <div className="md:col-span-2">
          <Alert tone="error">{form.formError}</Alert>
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
      <FormActions submitLabel={editing ? 'Salvar alterações' : 'Incluir fornecedor'} isSaving={isSaving} onCancel={editing ? onCancelEdit : null} cancelLabel="Cancelar" className="md:col-span-2" />
    </form>
  );
}
