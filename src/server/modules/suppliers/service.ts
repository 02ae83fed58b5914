import { formatCnpj } from '@brazilian-utils/brazilian-utils/format-cnpj';
import { isValidCnpj } from '@brazilian-utils/brazilian-utils/is-valid-cnpj';
import type { ApiValidationError } from '@/domain/api-types';
import type { Fornecedor } from '@/domain/documents-fund';
import type { Database, Queryable } from '../../db/client';
import { HttpError, invalidFields } from '../../http-error';
import type { AuthenticatedPerson } from '../../plugins/authentication';
import { recordAudit } from '../../audit/record';
import * as repository from './repository';

export const SUPPLIER_MESSAGES = {
  notFound: 'Fornecedor não encontrado.',
  nameRequired: 'Informe o nome do fornecedor.',
  cnpjInvalid: 'CNPJ inválido: confira os números.',
  cnpjTaken: 'Já existe um fornecedor com este CNPJ.',
  serviceRequired: 'Informe o serviço prestado.',
  contactRequired: 'Informe um contato (telefone, e-mail ou site).',
} as const;

export interface SupplierInput {
  nome: string;
  cnpj: string;
  servico: string;
  contato: string;
}

function toView(row: repository.SupplierValues & { id: number }): Fornecedor {
  return { id: row.id, nome: row.nome, cnpj: formatCnpj(row.cnpj), servico: row.servico, contato: row.contato };
}

/** Trimmed, CNPJ as digits and valid (check digits), errors by field in Portuguese. */
function checkedValues(input: SupplierInput): repository.SupplierValues {
  const errors: ApiValidationError[] = [];
  const values = { nome: input.nome.trim(), cnpj: input.cnpj.replace(/\D/g, ''), servico: input.servico.trim(), contato: input.contato.trim() };
  if (!values.nome) errors.push({ path: 'nome', message: SUPPLIER_MESSAGES.nameRequired, type: 'required' });
  if (values.cnpj.length !== 14 || !isValidCnpj(values.cnpj)) errors.push({ path: 'cnpj', message: SUPPLIER_MESSAGES.cnpjInvalid, type: 'cnpj' });
  if (!values.servico) errors.push({ path: 'servico', message: SUPPLIER_MESSAGES.serviceRequired, type: 'required' });
  if (!values.contato) errors.push({ path: 'contato', message: SUPPLIER_MESSAGES.contactRequired, type: 'required' });
  if (errors.length) throw invalidFields(errors);
  return values;
}

async function checkCnpjFree(db: Queryable, cnpj: string, id: number | null) {
  const other = await repository.findSupplierByCnpj(db, cnpj);
  if (other && other.id !== id) throw new HttpError(409, SUPPLIER_MESSAGES.cnpjTaken, {}, [{ path: 'cnpj', message: SUPPLIER_MESSAGES.cnpjTaken, type: 'unique' }]);
}

/** The fund's suppliers (/services/fornecedores): everyone signed in reads the list, administrators keep it. */
export function createSupplierService(db: Database) {
  return {
    async list() {
      return (await repository.listSuppliers(db)).map(toView);
    },

    async create(auth: AuthenticatedPerson, input: SupplierInput, ip: string) {
      const values = checkedValues(input);
      return db.transaction(async (tx) => {
        await checkCnpjFree(tx, values.cnpj, null);
        const row = await repository.insertSupplier(tx, values);
        await recordAudit(tx, { idAtor: auth.pessoa.id, idPessoaAlvo: null, acao: 'fornecedor.criado', detalhes: { id: row.id }, ip });
        return toView(row);
      });
    },

    async update(auth: AuthenticatedPerson, id: number, input: SupplierInput, ip: string) {
      const values = checkedValues(input);
      return db.transaction(async (tx) => {
        await checkCnpjFree(tx, values.cnpj, id);
        const row = await repository.updateSupplier(tx, id, values);
        if (!row) throw new HttpError(404, SUPPLIER_MESSAGES.notFound);
        await recordAudit(tx, { idAtor: auth.pessoa.id, idPessoaAlvo: null, acao: 'fornecedor.alterado', detalhes: { id }, ip });
        return toView(row);
      });
    },

    async remove(auth: AuthenticatedPerson, id: number, ip: string) {
      await db.transaction(async (tx) => {
        if (!(await repository.deleteSupplier(tx, id))) throw new HttpError(404, SUPPLIER_MESSAGES.notFound);
        await recordAudit(tx, { idAtor: auth.pessoa.id, idPessoaAlvo: null, acao: 'fornecedor.excluido', detalhes: { id }, ip });
      });
    },
  };
}

export type SupplierService = ReturnType<typeof createSupplierService>;
