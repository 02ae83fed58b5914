import { checkDesignation, designationChanges, isSameDesignation, sumDesignatedShares, type DesignatedBeneficiary, type DesignatedBeneficiaryInput } from '@/domain/dependants-designated';
import * as FUNCTIONALITY from '@/domain/functionality-ids';
import type { Database, Queryable } from '../../db/client';
import { HttpError, invalidFields } from '../../http-error';
import type { AuthenticatedPerson } from '../../plugins/authentication';
import { reachableLink } from '../../access/reach';
import { recordAudit } from '../../audit/record';
import type { RequestService } from '../requests/service';
import * as repository from './designated-repository';

export const DESIGNATED_SERVICE_MESSAGES = {
  notAllowed: 'O regulamento do seu plano não prevê a indicação de beneficiários para o saldo.',
  openRequest: (protocolo: string) =>
    `Você já tem um pedido de alteração dos beneficiários indicados em análise (protocolo ${protocolo}). Aguarde a análise do fundo ou cancele o pedido em Acompanhar solicitações.`,
  saved: 'Beneficiários indicados salvos.',
  requested: (protocolo: string) => `Pedido enviado com o protocolo ${protocolo}. A nova lista vale quando o fundo aprovar.`,
} as const;

/**
 * The link's designated beneficiaries as they stand (who receives the balance if the participant dies before
 * retiring): the public contract other modules use (the death report pays the balance by it).
 */
export function designatedBeneficiariesOf(tx: Queryable, idVinculoPlano: number): Promise<DesignatedBeneficiary[]> {
  return repository.listDesignated(tx, idVinculoPlano);
}

/** Replaces the list and records the version and what changed; also what a concluded request does (request-kinds.ts). */
export async function applyDesignation(tx: Queryable, idVinculoPlano: number, list: DesignatedBeneficiary[], by: { idAutor: number | null; idRequisicao?: number; idAprovador?: number | null }) {
  const before = await repository.listDesignated(tx, idVinculoPlano);
  const idVersao = await repository.replaceDesignated(tx, idVinculoPlano, list, by);
  const changes = designationChanges(before, list);
  // The audit's keys (audit-log-details.ts): 'removidos' alone reads as services there.
  return { idVersao, beneficiariosIncluidos: changes.incluidos, beneficiariosRemovidos: changes.removidos, beneficiariosAlterados: changes.alterados };
}

const listView = (beneficiarios: DesignatedBeneficiary[]) => ({ beneficiarios, somaPercentuais: sumDesignatedShares(beneficiarios.map((item) => item.percentual)) });

/** Designated beneficiaries of a plan link: the list, its change (direct, or a request when the plan says so) and its history. */
export function createDesignatedService(db: Database, requests: RequestService) {
  async function linkFor(auth: AuthenticatedPerson, idVinculoPlano: number) {
    return reachableLink(auth, await repository.findDesignationLink(db, idVinculoPlano));
  }

  return {
    async view(auth: AuthenticatedPerson, idVinculoPlano: number) {
      const link = await linkFor(auth, idVinculoPlano);
      const [list, open] = await Promise.all([repository.listDesignated(db, link.id), repository.findOpenDesignationRequest(db, link.id)]);
      const requested = (open?.dados as { beneficiarios?: DesignatedBeneficiary[] } | null)?.beneficiarios ?? [];
      return {
        ...listView(list),
        permiteIndicacao: link.permiteIndicacao,
        exigeAprovacao: link.exigeAprovacao,
        solicitacaoAberta: open ? { id: open.id, protocolo: open.protocolo, dataSolicitacao: open.criadoEm.toISOString(), status: open.status, beneficiarios: requested } : null,
      };
    },

    /** Replaces the whole list (empty = no designation): 200 with it, or 202 with the request when the fund approves changes. */
    async update(auth: AuthenticatedPerson, idVinculoPlano: number, input: DesignatedBeneficiaryInput[], ip: string) {
      const link = await linkFor(auth, idVinculoPlano);
      if (!link.permiteIndicacao) throw new HttpError(422, DESIGNATED_SERVICE_MESSAGES.notAllowed);
      const checked = checkDesignation(input, link.cpf);
      if (!checked.ok) throw invalidFields(checked.errors);
      const { beneficiarios } = checked;
      return db.transaction(async (tx) => {
        await repository.lockLink(tx, link.id);
        const open = await repository.findOpenDesignationRequest(tx, link.id);
        if (open) throw new HttpError(409, DESIGNATED_SERVICE_MESSAGES.openRequest(open.protocolo));
        if (link.exigeAprovacao) {
          const dados = { beneficiarios, somaPercentuais: sumDesignatedShares(beneficiarios.map((item) => item.percentual)) };
          const created = await requests.create(tx, auth, { idPessoa: link.idPessoa, idVinculoPlano: link.id, idFuncionalidade: FUNCTIONALITY.BENEFICIARIES, dados });
          return { status: 202 as const, body: { id: created.id, protocolo: created.protocolo, message: DESIGNATED_SERVICE_MESSAGES.requested(created.protocolo) } };
        }
        // Saving the same people and shares again changes nothing: no version, no audit, the history stays readable.
        const current = await repository.listDesignated(tx, link.id);
        if (isSameDesignation(current, beneficiarios)) return { status: 200 as const, body: { ...listView(current), message: DESIGNATED_SERVICE_MESSAGES.saved } };
        const changes = await applyDesignation(tx, link.id, beneficiarios, { idAutor: auth.pessoa.id });
        await recordAudit(tx, { idAtor: auth.pessoa.id, idPessoaAlvo: link.idPessoa, acao: 'beneficiarioIndicado.alterado', ip, detalhes: { idVinculoPlano: link.id, ...changes } });
        return { status: 200 as const, body: { ...listView(beneficiarios), message: DESIGNATED_SERVICE_MESSAGES.saved } };
      });
    },

    /** Every version, newest first: when, who (the person or an administrator for them), the list and what changed. */
    async history(auth: AuthenticatedPerson, idVinculoPlano: number) {
      const link = await linkFor(auth, idVinculoPlano);
      const rows = await repository.listVersions(db, link.id);
      const versoes = rows.map((row, index) => ({
        id: row.id,
        data: row.criadoEm.toISOString(),
        autor: row.idAutor === null ? null : { id: row.idAutor, nome: row.autorNome ?? '', administrador: row.autorAdmin === 'S' },
        protocolo: row.protocolo,
        aprovadoPor: row.aprovadorNome,
        ...listView(row.beneficiarios),
        alteracoes: designationChanges(rows[index + 1]?.beneficiarios ?? [], row.beneficiarios),
      }));
      return { versoes };
    },
  };
}

export type DesignatedService = ReturnType<typeof createDesignatedService>;
