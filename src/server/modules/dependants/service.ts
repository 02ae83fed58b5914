import { fundToday } from '@/domain/business-days';
import { BENEFICIARY_TYPE } from '@/domain/constants';
import { isValidCpf, onlyDigits } from '@/domain/cpf';
import { remainingShare, sumShares } from '@/domain/dependants-shares';
import { isDependantComplete } from '@/domain/dependants';
import { Money } from '@/domain/money';
import type { Database } from '../../db/client';
import type { dependente } from '../../db/schema/dependants';
import { HttpError, invalidFields, MESSAGES } from '../../http-error';
import { assertCanReachPessoa, type AuthenticatedPerson } from '../../plugins/authentication';
import { assertReachableExistingPerson } from '../../access/reach';
import { recordAudit } from '../../audit/record';
import * as repository from './repository';

export type DependantKind = keyof typeof BENEFICIARY_TYPE;

export interface DependantInput {
  nome: string;
  cpf?: string | null;
  data_nascimento?: string | null;
  parentesco?: string | null;
  finalidade?: string | null;
  percentual?: number | string | null;
}

type Row = typeof dependente.$inferSelect;

function toView(row: Row) {
  const view = {
    id: row.id,
    tipo: row.tipo === BENEFICIARY_TYPE.previdencial ? ('previdencial' as const) : ('imposto-renda' as const),
    nome: row.nome,
    cpf: row.cpf,
    data_nascimento: row.dataNascimento,
    parentesco: row.parentesco,
    finalidade: row.finalidade,
    percentual: row.percentual,
  };
  return { ...view, completo: isDependantComplete(view) };
}

/** Validates and normalises one dependant (400 per field); shared with the re-registration answer. */
export function cleanDependant(input: DependantInput, today: string) {
  const errors = [];
  const nome = input.nome.trim();
  if (!nome) errors.push({ path: 'nome', message: 'O nome é obrigatório.', type: 'required' });
  const cpf = input.cpf ? onlyDigits(input.cpf) : null;
  if (cpf && !isValidCpf(cpf)) errors.push({ path: 'cpf', message: 'CPF inválido.', type: 'cpf' });
  if (input.data_nascimento && input.data_nascimento > today) errors.push({ path: 'data_nascimento', message: 'A data de nascimento não pode estar no futuro.', type: 'date' });
  let percentual: string | null = null;
  if (input.percentual !== undefined && input.percentual !== null && input.percentual !== '') {
    const text = String(input.percentual).trim().replace(',', '.');
    const value = /^\d{1,3}(\.\d+)?$/.test(text) ? new Money(text) : null;
    if (!value || value.lte(0) || value.gt(100) || value.decimalPlaces() > 2) errors.push({ path: 'percentual', message: 'A participação vai de 0,01% a 100%.', type: 'range' });
    else percentual = value.toFixed(2);
  }
  if (errors.length) throw invalidFields(errors);
  return {
    nome,
    cpf,
    dataNascimento: input.data_nascimento || null,
    parentesco: input.parentesco?.trim() || null,
    finalidade: input.finalidade?.trim() || null,
    percentual,
  };
}

/** Income-tax dependants and pension beneficiaries; every change audited; shares never above 100 %. */
export function createDependantService(db: Database) {
  async function ownDependant(auth: AuthenticatedPerson, id: number) {
    const row = await repository.findDependant(db, id);
    // A participant cannot tell another person's dependant from one that does not exist.
    if (!row) throw auth.isAdmin ? new HttpError(404, 'Dependente não encontrado.') : new HttpError(403, MESSAGES.forbidden);
    assertCanReachPessoa(auth, row.idPessoa);
    return row;
  }

  async function assertSharesFit(idPessoa: number, tipo: number, percentual: string | null, exceptId: number | null) {
    if (tipo !== BENEFICIARY_TYPE.previdencial || !percentual) return;
    const others = await repository.otherSharesTotal(db, idPessoa, tipo, exceptId);
    if (new Money(others).plus(percentual).gt(100)) {
      throw invalidFields([{ path: 'percentual', message: `A soma das participações não pode passar de 100%. Já estão distribuídos ${new Money(others).toFixed(2).replace('.', ',')}%.`, type: 'sum' }]);
    }
  }

  return {
    async list(auth: AuthenticatedPerson, idPessoa: number, kind: DependantKind) {
      assertCanReachPessoa(auth, idPessoa);
      const rows = (await repository.listDependants(db, idPessoa, BENEFICIARY_TYPE[kind])).map(toView);
      const total = sumShares(rows.map((row) => row.percentual));
      // Pension shares must reach 100 %; income-tax dependants have no such rule, so nothing is left for them.
      const remaining = kind === 'previdencial' ? remainingShare(total) : '0.00';
      return { dependentes: rows, somaPercentuais: total, somaCompleta: kind === 'previdencial' ? new Money(total).eq(100) : true, percentualRestante: remaining };
    },

    async create(auth: AuthenticatedPerson, idPessoa: number, kind: DependantKind, input: DependantInput, ip: string) {
      await assertReachableExistingPerson(db, auth, idPessoa);
      const values = cleanDependant(input, fundToday());
      const tipo = BENEFICIARY_TYPE[kind];
      await assertSharesFit(idPessoa, tipo, values.percentual, null);
      return db.transaction(async (tx) => {
        const row = await repository.insertDependant(tx, { ...values, idPessoa, tipo });
        await recordAudit(tx, { idAtor: auth.pessoa.id, idPessoaAlvo: idPessoa, acao: 'dependente.incluido', ip, detalhes: { id: row.id, tipo: kind } });
        return toView(row);
      });
    },

    async update(auth: AuthenticatedPerson, id: number, input: DependantInput, ip: string) {
      const current = await ownDependant(auth, id);
      const values = cleanDependant(input, fundToday());
      await assertSharesFit(current.idPessoa, current.tipo, values.percentual, id);
      return db.transaction(async (tx) => {
        const row = await repository.updateDependant(tx, id, values);
        await recordAudit(tx, { idAtor: auth.pessoa.id, idPessoaAlvo: current.idPessoa, acao: 'dependente.alterado', ip, detalhes: { id } });
        return toView(row);
      });
    },

    async remove(auth: AuthenticatedPerson, id: number, ip: string) {
      const current = await ownDependant(auth, id);
      await db.transaction(async (tx) => {
        await repository.deleteDependant(tx, id);
        await recordAudit(tx, { idAtor: auth.pessoa.id, idPessoaAlvo: current.idPessoa, acao: 'dependente.excluido', ip, detalhes: { id, nome: current.nome } });
      });
    },
  };
}

export type DependantService = ReturnType<typeof createDependantService>;
