import { fundToday } from '@/domain/business-days';
import { CATEGORY_ID, SITUATION_ID } from '@/domain/constants';
import { formatDateBr } from '@/domain/format-date';
import * as FUNCTIONALITY from '@/domain/functionality-ids';
import { mayConfirmSuspension, PROOF_OF_LIFE_DECLARATION, PROOF_OF_LIFE_MESSAGES } from '@/domain/proof-of-life';
import type { Database } from '../../db/client';
import { HttpError, invalidFields, MESSAGES } from '../../http-error';
import { assertCanReachPessoa, type AuthenticatedPerson } from '../../plugins/authentication';
import { LINK_NOT_FOUND, reachableLink } from '../../access/reach';
import { recordAudit } from '../../audit/record';
import * as attachments from '../attachments/repository';
import type { RequestService } from '../requests/service';
import type { ProofOfLifeNotices } from './notices';
import * as repository from './repository';
import { linkStanding, planSettings } from './rules';

export interface ProofInput {
  idPessoa: number;
  idVinculoPlano: number;
  forma: 'online' | 'documento';
  idAnexos: number[];
}

export interface PendingFilters {
  idPlano?: number;
  /** The due date's month, 'aaaa-mm'. */
  mes?: string;
  situacao?: 'aberta' | 'em_carencia' | 'vencida' | 'em_analise' | 'suspensa';
}

const isReceiving = (link: { idCategoria: number; idSituacao: number }) =>
  (link.idCategoria === CATEGORY_ID.ASSISTED || link.idCategoria === CATEGORY_ID.PENSIONER) && (link.idSituacao === SITUATION_ID.IN_BENEFIT || link.idSituacao === SITUATION_ID.SUSPENDED);

/** Proof of life (issue 29): where a person stands, sending a proof, the administrators' list and the suspension. */
export function createProofOfLifeService(db: Database, deps: { requests: RequestService; notices: ProofOfLifeNotices }) {
  async function settingsOf(idPlano: number) {
    return planSettings(await repository.findSettings(db, idPlano));
  }

  async function standingOf(link: repository.ReceivingLink, today: string) {
    return linkStanding(link, await settingsOf(link.idPlano), today);
  }

  /** The link read for the caller (403 for another person's), and that it receives a benefit (422 otherwise). */
  async function receivingLinkFor(auth: AuthenticatedPerson, idVinculoPlano: number) {
    const link = reachableLink(auth, await repository.findReceivingLink(db, idVinculoPlano));
    if (!isReceiving(link)) throw new HttpError(422, PROOF_OF_LIFE_MESSAGES.notReceiving);
    return link;
  }

  async function checkFiles(input: ProofInput) {
    const expected = input.forma === 'online' ? 2 : 1;
    if (input.idAnexos.length !== expected) {
      throw invalidFields([{ path: 'idAnexos', message: input.forma === 'online' ? PROOF_OF_LIFE_MESSAGES.onlineFiles : PROOF_OF_LIFE_MESSAGES.documentFile, type: 'count' }]);
    }
    if (input.forma !== 'online') return;
    for (const [index, idAnexo] of input.idAnexos.entries()) {
      const file = await attachments.findAttachment(db, idAnexo);
      // Ownership and existence are the request module's checks (403/404); here only what an online proof needs.
      if (file && file.idPessoa === input.idPessoa && !file.tipoConteudo.startsWith('image/')) {
        throw invalidFields([{ path: `idAnexos/${index}`, message: PROOF_OF_LIFE_MESSAGES.imagesOnly, type: 'contentType' }]);
      }
    }
  }

  return {
    settingsOf,

    /** retornarProvaDeVida: status, due date, what to do, and the history of proofs and suspensions. */
    async get(auth: AuthenticatedPerson, idVinculoPlano: number, now = new Date()) {
      const link = await receivingLinkFor(auth, idVinculoPlano);
      const today = fundToday(now);
      const standing = await standingOf(link, today);
      const [proofs, suspensions] = await Promise.all([repository.findProofs(db, link.idVinculoPlano), repository.findSuspensions(db, link.idVinculoPlano)]);
      const lastRefused = proofs[0]?.proof.situacao === 'recusada' ? proofs[0] : null;
      return {
        status: standing.situation.status,
        linha: standing.linha,
        ciclo: standing.situation.ciclo,
        ate: standing.situation.ate,
        podeEnviar: standing.podeEnviar,
        emAnalise: link.emAnalise ? { protocolo: link.emAnalise } : null,
        suspensao: link.suspensaEm ? { desde: link.suspensaEm } : null,
        ultimaRecusa: lastRefused ? { protocolo: lastRefused.protocolo, motivo: lastRefused.proof.motivoRecusa ?? '', data: lastRefused.proof.analisadaEm?.toISOString() ?? '' } : null,
        declaracao: PROOF_OF_LIFE_DECLARATION,
        historico: proofs.map(({ proof, protocolo }) => ({
          id: proof.id,
          idRequisicao: proof.idRequisicao,
          protocolo,
          forma: proof.forma,
          situacao: proof.situacao,
          enviadaEm: proof.enviadaEm.toISOString(),
          analisadaEm: proof.analisadaEm?.toISOString() ?? null,
          motivoRecusa: proof.motivoRecusa,
        })),
        suspensoes: suspensions.map((row) => ({ suspensaEm: row.suspensaEm, reativadaEm: row.reativadaEm, mesesAPagar: row.mesesAPagar ?? [] })),
      };
    },

    /** enviarProvaDeVida: opens the review request with the files, once per cycle while none is in review. */
    async send(auth: AuthenticatedPerson, input: ProofInput, now = new Date()) {
      assertCanReachPessoa(auth, input.idPessoa);
      const found = await receivingLinkFor(auth, input.idVinculoPlano);
      if (found.idPessoa !== input.idPessoa) throw new HttpError(403, MESSAGES.forbidden);
      await checkFiles(input);
      const created = await db.transaction(async (tx) => {
        // Two proofs sent at once are looked at one after the other: the second finds the first in review.
        await repository.lockLink(tx, found.idVinculoPlano);
        const link = (await repository.findReceivingLink(tx, found.idVinculoPlano))!;
        const standing = linkStanding(link, planSettings(await repository.findSettings(tx, link.idPlano)), fundToday(now));
        if (link.emAnalise) throw new HttpError(409, PROOF_OF_LIFE_MESSAGES.inReview(link.emAnalise));
        if (!standing.podeEnviar) throw new HttpError(409, PROOF_OF_LIFE_MESSAGES.upToDate(formatDateBr(standing.situation.ate)));
        const request = await deps.requests.create(tx, auth, {
          idPessoa: input.idPessoa,
          idVinculoPlano: link.idVinculoPlano,
          idFuncionalidade: FUNCTIONALITY.PROOF_OF_LIFE,
          dados: {
            forma: input.forma === 'online' ? 'On-line (fotos)' : 'Atestado de vida',
            vencimento: standing.situation.ciclo.vencimento,
            ...(input.forma === 'online' ? { declaracao: PROOF_OF_LIFE_DECLARATION } : {}),
          },
          idAnexos: input.idAnexos,
        });
        await repository.closeCancelledProofs(tx, link.idVinculoPlano);
        await repository.insertProof(tx, { idVinculoPlano: link.idVinculoPlano, idRequisicao: request.id, forma: input.forma, idAutor: auth.pessoa.id });
        return request;
      });
      return { id: created.id, protocolo: created.protocolo, message: `Prova de vida enviada. Protocolo ${created.protocolo}: o fundo analisa e responde pelo portal.` };
    },

    /** retornarProvasDeVidaPendentes: who is due, late, overdue, in review or suspended, with the filters. */
    async pending(filters: PendingFilters, now = new Date()) {
      const today = fundToday(now);
      const [links, notices] = await Promise.all([repository.findReceivingLinks(db, filters.idPlano), repository.findSuspensionNotices(db)]);
      const settings = new Map<number, Awaited<ReturnType<typeof settingsOf>>>();
      const itens = [];
      for (const link of links) {
        if (!settings.has(link.idPlano)) settings.set(link.idPlano, await settingsOf(link.idPlano));
        const standing = linkStanding(link, settings.get(link.idPlano)!, today);
        const situacao = link.emAnalise ? ('em_analise' as const) : standing.suspensa ? ('suspensa' as const) : standing.situation.status;
        if (situacao === 'em_dia') continue;
        if (filters.situacao && filters.situacao !== situacao) continue;
        if (filters.mes && !standing.situation.ciclo.vencimento.startsWith(filters.mes)) continue;
        const avisoSuspensao = notices.get(`${link.idVinculoPlano}:${standing.situation.ciclo.vencimento}`) ?? null;
        itens.push({
          idPessoa: link.idPessoa,
          nome: link.nome,
          cpf: link.cpf,
          idVinculoPlano: link.idVinculoPlano,
          matricula: link.matricula,
          plano: { id: link.idPlano, nome: link.planoNome },
          situacao,
          vencimento: standing.situation.ciclo.vencimento,
          fimCarencia: standing.situation.ciclo.fimCarencia,
          protocoloEmAnalise: link.emAnalise,
          avisoSuspensaoEm: avisoSuspensao?.toISOString() ?? null,
          suspensaEm: link.suspensaEm,
          podeSuspender: situacao === 'vencida' && avisoSuspensao !== null && link.idSituacao === SITUATION_ID.IN_BENEFIT,
        });
      }
      return { itens, total: itens.length };
    },

    /**
     * suspenderBeneficioPorProvaDeVida: an administrator's confirmation, one link at a time, only after the grace
     * period and the notice to the person; the person (and their representative) is told it happened.
     */
    async suspend(auth: AuthenticatedPerson, idVinculoPlano: number, ip: string, now = new Date()) {
      const today = fundToday(now);
      const suspension = await db.transaction(async (tx) => {
        // Two administrators confirming at once: the second waits, then finds it suspended.
        await repository.lockLink(tx, idVinculoPlano);
        const link = await repository.findReceivingLink(tx, idVinculoPlano);
        if (!link) throw new HttpError(404, LINK_NOT_FOUND);
        if (link.suspensaEm) throw new HttpError(409, PROOF_OF_LIFE_MESSAGES.alreadySuspended);
        if (!isReceiving(link) || link.idSituacao !== SITUATION_ID.IN_BENEFIT) throw new HttpError(409, PROOF_OF_LIFE_MESSAGES.notInBenefit);
        if (link.emAnalise) throw new HttpError(409, PROOF_OF_LIFE_MESSAGES.inReview(link.emAnalise));
        const standing = linkStanding(link, planSettings(await repository.findSettings(tx, link.idPlano)), today);
        if (!mayConfirmSuspension(standing.situation)) throw new HttpError(409, PROOF_OF_LIFE_MESSAGES.notOverdue(formatDateBr(standing.situation.ciclo.fimCarencia)));
        const notice = await repository.hasNotice(tx, { idVinculoPlano: link.idVinculoPlano, vencimento: standing.situation.ciclo.vencimento, aviso: repository.SUSPENSION_NOTICE });
        if (!notice) throw new HttpError(409, PROOF_OF_LIFE_MESSAGES.noticeNotSent);
        const row = await repository.insertSuspension(tx, { idVinculoPlano: link.idVinculoPlano, suspensaEm: today, idAdministrador: auth.pessoa.id });
        await repository.setSituation(tx, link.idVinculoPlano, SITUATION_ID.SUSPENDED);
        await recordAudit(tx, {
          idAtor: auth.pessoa.id,
          idPessoaAlvo: link.idPessoa,
          acao: 'prova_vida.suspensao',
          ip,
          detalhes: { idVinculoPlano: link.idVinculoPlano, vencimento: standing.situation.ciclo.vencimento, fimCarencia: standing.situation.ciclo.fimCarencia, avisoEm: notice.enviadoEm.toISOString(), antes: { idSituacao: link.idSituacao }, depois: { idSituacao: SITUATION_ID.SUSPENDED } },
        });
        return { link, row };
      });
      await deps.notices.suspended(suspension.link, suspension.row.suspensaEm);
      return { idVinculoPlano, suspensaEm: suspension.row.suspensaEm, message: `Benefício suspenso a partir de ${formatDateBr(suspension.row.suspensaEm)}. A pessoa foi avisada.` };
    },
  };
}

export type ProofOfLifeService = ReturnType<typeof createProofOfLifeService>;
