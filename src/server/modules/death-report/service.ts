import { fundToday } from '@/domain/business-days';
import { SITUATION_ID } from '@/domain/constants';
import { onlyDigits } from '@/domain/cpf';
import { DEATH_REPORT_MESSAGES, deathReportErrors, type DeathDestination, type DeathReportFields } from '@/domain/death-report';
import { entitledShares, type EntitledPerson } from '@/domain/death-report-shares';
import { phoneDigits } from '@/domain/invitations';
import type { Database, Queryable } from '../../db/client';
import type { Clock } from '../../clock';
import { HttpError, invalidFields } from '../../http-error';
import type { AuthenticatedPerson } from '../../plugins/authentication';
import { recordAudit } from '../../audit/record';
import type { UploadStorage } from '../../storage/upload-storage';
import { designatedBeneficiariesOf } from '../dependants/designated-service';
import { checkCertificate, storeCertificate, type Certificate } from './certificate';
import * as repository from './repository';
import { openEntitlementRequest, toDetail, toListItem } from './views';

export function createDeathReportService(db: Database, deps: { storage: UploadStorage; clock: Clock }) {
  /**
   * Who receives a deceased participant's pension or balance on one link: the pension goes to the pension dependants;
   * the balance to the people the participant designated for it (Beneficiários indicados, with their shares), or to
   * the dependants when nobody was designated.
   */
  async function entitledPeopleOf(tx: Queryable, idVinculoPlano: number, destino: DeathDestination = 'pensao'): Promise<EntitledPerson[]> {
    if (destino === 'saldo') {
      const designated = await designatedBeneficiariesOf(tx, idVinculoPlano);
      if (designated.length > 0) return designated.map((row) => ({ origem: 'beneficiario', nome: row.nome, cpf: row.cpf, parentesco: row.parentesco, percentual: row.percentual }));
    }
    const dependants = await repository.pensionDependantsOfLink(tx, idVinculoPlano);
    return dependants.map((row) => ({ origem: 'dependente', nome: row.nome, cpf: row.cpf, parentesco: row.parentesco, percentual: row.percentual }));
  }

  async function detail(tx: Queryable, row: repository.DeathReportRow) {
    if (row.idPessoa === null) return toDetail(row, null);
    const person = await repository.findPerson(tx, row.idPessoa);
    const links = await repository.linksOf(tx, row.idPessoa);
    const vinculos = [];
    for (const link of links) vinculos.push({ ...link, pessoasComDireito: entitledShares(await entitledPeopleOf(tx, link.id)) });
    return toDetail(row, person && { ...person, vinculos });
  }

  async function lockWaiting(tx: Queryable, id: number) {
    const row = await repository.findReport(tx, id, { forUpdate: true });
    if (!row) throw new HttpError(404, DEATH_REPORT_MESSAGES.notFound);
    if (row.situacao !== 'recebida') throw new HttpError(409, DEATH_REPORT_MESSAGES.alreadyDecided);
    return row;
  }

  return {
    entitledPeopleOf,

    /** The public notice: the same answer, after the same work, whether or not the CPF is a participant's. */
    async report(fields: DeathReportFields, certificate: Certificate | null, ip: string) {
      const errors = deathReportErrors(fields, fundToday(deps.clock()));
      const file = await checkCertificate(certificate);
      if ('error' in file || errors.length > 0) throw invalidFields('error' in file ? [...errors, file.error] : errors);
      const content = certificate!.content;
      const cpfFalecido = onlyDigits(fields.cpfFalecido);
      const { caminho, sha256 } = await storeCertificate(deps.storage, content);
      try {
        return await db.transaction(async (tx) => {
          const idPessoa = await repository.findParticipantByCpf(tx, cpfFalecido);
          const created = await repository.insertReport(tx, {
            cpfFalecido,
            dataObito: fields.dataObito,
            idPessoa,
            nomeComunicante: fields.nomeComunicante.trim(),
            cpfComunicante: onlyDigits(fields.cpfComunicante),
            parentesco: fields.parentesco,
            email: fields.email.trim() || null,
            // Digits only, without Brazil's 55 when it was typed: the detail masks it again.
            telefone: phoneDigits(fields.telefone) || null,
            certidaoNome: file.name,
            certidaoTipo: file.mime,
            certidaoTamanho: content.length,
            certidaoSha256: sha256,
            certidaoCaminho: caminho,
            ip,
          });
          await recordAudit(tx, { idAtor: null, idPessoaAlvo: idPessoa, acao: 'falecimento.comunicado', detalhes: { idComunicacao: created.id, protocolo: created.protocolo }, ip });
          return { protocolo: created.protocolo, mensagem: DEATH_REPORT_MESSAGES.received };
        });
      } catch (error) {
        await deps.storage.remove(caminho);
        throw error;
      }
    },

    async list() {
      return (await repository.listReports(db)).map(toListItem);
    },

    async get(id: number) {
      const row = await repository.findReport(db, id);
      if (!row) throw new HttpError(404, DEATH_REPORT_MESSAGES.notFound);
      return detail(db, row);
    },

    async certificate(id: number) {
      const row = await repository.findReport(db, id);
      if (!row) throw new HttpError(404, DEATH_REPORT_MESSAGES.notFound);
      const content = await deps.storage.openRead(row.certidaoCaminho).catch(() => {
        throw new HttpError(404, DEATH_REPORT_MESSAGES.notFound);
      });
      return { row, content };
    },

    /**
     * Confirms the death in one transaction: every link of the person goes to situation 5 (deceased), and on each the
     * request the administrator chose is opened (pension or balance) listing the people entitled and their shares.
     * The deceased is notified of nothing.
     */
    async confirm(auth: AuthenticatedPerson, id: number, destinos: Array<{ idVinculoPlano: number; destino: DeathDestination }>, ip: string) {
      return db.transaction(async (tx) => {
        const row = await lockWaiting(tx, id);
        if (row.idPessoa === null) throw new HttpError(409, DEATH_REPORT_MESSAGES.notParticipant);
        const links = await repository.linksOf(tx, row.idPessoa);
        const chosen = new Map(destinos.map((item) => [item.idVinculoPlano, item.destino]));
        if (chosen.size !== destinos.length || links.length !== chosen.size || links.some((link) => !chosen.has(link.id))) {
          throw invalidFields([{ path: 'destinos', message: DEATH_REPORT_MESSAGES.destinationsMismatch, type: 'destinations' }]);
        }
        await repository.setSituation(tx, links.map((link) => link.id), SITUATION_ID.DECEASED);
        const opened = [];
        for (const link of links) {
          const destino = chosen.get(link.id)!;
          const entitled = entitledShares(await entitledPeopleOf(tx, link.id, destino));
          const request = await openEntitlementRequest(tx, { row, idVinculoPlano: link.id, destino, entitled, idAdministrador: auth.pessoa.id });
          opened.push({ idVinculoPlano: link.id, situacaoAntes: link.situacao.id, destino, idRequisicao: request.id, protocolo: request.protocolo });
        }
        await repository.decide(tx, id, { situacao: 'confirmada', motivo: null, idAdministrador: auth.pessoa.id, decididoEm: deps.clock() });
        await recordAudit(tx, { idAtor: auth.pessoa.id, idPessoaAlvo: row.idPessoa, acao: 'falecimento.confirmado', detalhes: { idComunicacao: id, protocolo: row.protocolo, dataObito: row.dataObito, vinculos: opened }, ip });
        return detail(tx, (await repository.findReport(tx, id))!);
      });
    },

    async dismiss(auth: AuthenticatedPerson, id: number, motivo: string, ip: string) {
      const reason = motivo.trim();
      if (reason.length < 3) throw invalidFields([{ path: 'motivo', message: DEATH_REPORT_MESSAGES.reasonRequired, type: 'required' }]);
      return db.transaction(async (tx) => {
        const row = await lockWaiting(tx, id);
        await repository.decide(tx, id, { situacao: 'descartada', motivo: reason, idAdministrador: auth.pessoa.id, decididoEm: deps.clock() });
        await recordAudit(tx, { idAtor: auth.pessoa.id, idPessoaAlvo: row.idPessoa, acao: 'falecimento.descartado', detalhes: { idComunicacao: id, protocolo: row.protocolo, motivo: reason }, ip });
        return detail(tx, (await repository.findReport(tx, id))!);
      });
    },
  };
}

export type DeathReportService = ReturnType<typeof createDeathReportService>;
