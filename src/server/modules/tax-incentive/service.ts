import { DECEMBER_NOTICE_MESSAGES, decemberNoticeDay, isAmount, simulateTaxIncentive, TAX_INCENTIVE_MESSAGES } from '@/domain/tax-incentive';
import { ANNUAL_TABLES } from '@/domain/income-tax';
import { firstBusinessDayOf, fundToday } from '@/domain/business-days';
import { formatBrl } from '@/domain/format-decimal';
import { formatDateBr } from '@/domain/format-date';
import { Money } from '@/domain/money';
import { firstName } from '@/domain/notices';
import type { ApiValidationError } from '@/domain/api-types';
import type { Database } from '../../db/client';
import { invalidFields } from '../../http-error';
import type { AuthenticatedPerson } from '../../plugins/authentication';
import { reachableLink } from '../../access/reach';
import { recordAudit } from '../../audit/record';
import type { NoticeService } from '../notices/service';
import * as repository from './repository';

export interface SimulationInput {
  rendaTributavelAnual: string;
  contribuicoesAnuais: string;
  outrasDeducoes?: string;
  ano?: number;
}

const currentYear = (now: Date) => Number(fundToday(now).slice(0, 4));

/** The years the simulator answers: from the first annual table kept to next year (which uses the latest table). */
export function simulationYears(now = new Date()) {
  return { primeiro: ANNUAL_TABLES[0].year, ultimo: currentYear(now) + 1 };
}

/** The tax-incentive simulator (service 29): a calculation on typed values, and the participant's own year so far. */
export function createTaxIncentiveService(db: Database, notices: NoticeService) {
  async function decemberView(idVinculoPlano: number, now: Date) {
    const row = await repository.findDecemberNotice(db, idVinculoPlano);
    return {
      ativo: row !== null,
      rendaTributavelAnual: row?.rendaTributavelAnual ?? null,
      outrasDeducoes: row?.outrasDeducoes ?? null,
      atualizadoEm: row?.atualizadoEm.toISOString() ?? null,
      proximoAviso: decemberNoticeDay(now),
    };
  }

  return {
    simulate(input: SimulationInput, now = new Date()) {
      const years = simulationYears(now);
      const ano = input.ano ?? currentYear(now);
      const errors: ApiValidationError[] = [];
      if (!isAmount(input.rendaTributavelAnual, false)) errors.push({ path: 'rendaTributavelAnual', message: TAX_INCENTIVE_MESSAGES.rendaTributavelAnual, type: 'amount' });
      if (!isAmount(input.contribuicoesAnuais, true)) errors.push({ path: 'contribuicoesAnuais', message: TAX_INCENTIVE_MESSAGES.contribuicoesAnuais, type: 'amount' });
      if (input.outrasDeducoes !== undefined && !isAmount(input.outrasDeducoes, true)) errors.push({ path: 'outrasDeducoes', message: TAX_INCENTIVE_MESSAGES.outrasDeducoes, type: 'amount' });
      if (!Number.isInteger(ano) || ano < years.primeiro || ano > years.ultimo) errors.push({ path: 'ano', message: TAX_INCENTIVE_MESSAGES.ano, type: 'range' });
      if (errors.length) throw invalidFields(errors);
      return simulateTaxIncentive({ rendaTributavelAnual: input.rendaTributavelAnual, contribuicoesAnuais: input.contribuicoesAnuais, outrasDeducoes: input.outrasDeducoes ?? '0', ano });
    },

    /** What the participant paid into the link this year (basic, supplementary and sporadic contributions, paid ones). */
    async yearContributions(auth: AuthenticatedPerson, idVinculoPlano: number, now = new Date()) {
      const link = reachableLink(auth, await repository.findLink(db, idVinculoPlano));
      const ano = currentYear(now);
      const { total, meses } = await repository.sumOwnContributions(db, link.id, ano);
      return { ano, contribuicoesAnuais: total, meses };
    },

    /** The same sum for the portal's own figures (retirement planning's December room): no reach check. */
    ownContributionsOfYear: (idVinculoPlano: number, year: number) => repository.sumOwnContributions(db, idVinculoPlano, year),

    /** Whether the participant asked for the December notice on this link, with what they gave. */
    async decemberNotice(auth: AuthenticatedPerson, idVinculoPlano: number, now = new Date()) {
      const link = reachableLink(auth, await repository.findLink(db, idVinculoPlano));
      return decemberView(link.id, now);
    },

    /** Asks for the December notice with the income given (or updates it), or cancels it; audited. */
    async updateDecemberNotice(auth: AuthenticatedPerson, idVinculoPlano: number, input: { ativo: boolean; rendaTributavelAnual?: string; outrasDeducoes?: string }, ip: string, now = new Date()) {
      const link = reachableLink(auth, await repository.findLink(db, idVinculoPlano));
      if (input.ativo) {
        const errors: ApiValidationError[] = [];
        if (input.rendaTributavelAnual === undefined || !isAmount(input.rendaTributavelAnual, false)) errors.push({ path: 'rendaTributavelAnual', message: DECEMBER_NOTICE_MESSAGES.income, type: 'amount' });
        if (input.outrasDeducoes !== undefined && !isAmount(input.outrasDeducoes, true)) errors.push({ path: 'outrasDeducoes', message: TAX_INCENTIVE_MESSAGES.outrasDeducoes, type: 'amount' });
        if (errors.length) throw invalidFields(errors);
      }
      await db.transaction(async (tx) => {
        if (input.ativo) await repository.saveDecemberNotice(tx, link.id, { rendaTributavelAnual: input.rendaTributavelAnual!, outrasDeducoes: input.outrasDeducoes ?? '0', atualizadoEm: now });
        else await repository.deleteDecemberNotice(tx, link.id);
        await recordAudit(tx, { idAtor: auth.pessoa.id, idPessoaAlvo: link.idPessoa, acao: input.ativo ? 'incentivo.aviso_dezembro' : 'incentivo.aviso_dezembro_cancelado', ip, detalhes: { idVinculoPlano: link.id } });
      });
      const view = await decemberView(link.id, now);
      return { ...view, message: input.ativo ? DECEMBER_NOTICE_MESSAGES.on(formatDateBr(view.proximoAviso)) : DECEMBER_NOTICE_MESSAGES.off };
    },

    /**
     * The recurring job's part: on the first business day of December, each participant who asked hears what is
     * left of this year's 12 % (from the income they gave and the own contributions paid so far), each year once.
     * Someone already at the limit is told nothing.
     */
    async sendDecemberNotices(now: Date) {
      const today = fundToday(now);
      const year = Number(today.slice(0, 4));
      if (today !== firstBusinessDayOf(`${year}-12`)) return { enviados: 0, noLimite: 0 };
      const claimed = await repository.claimDecemberNotices(db, year);
      const names = await repository.namesOf(db, claimed.map((row) => row.idPessoa));
      let enviados = 0;
      let noLimite = 0;
      for (const row of claimed) {
        const { total } = await repository.sumOwnContributions(db, row.idVinculoPlano, year);
        const result = simulateTaxIncentive({ rendaTributavelAnual: row.rendaTributavelAnual, contribuicoesAnuais: total, outrasDeducoes: row.outrasDeducoes, ano: year });
        if (!new Money(result.contribuicaoAdicionalPossivel).gt(0)) {
          noLimite += 1;
          continue;
        }
        const valores = { ano: String(year), contribuido: formatBrl(total), limite: formatBrl(result.limiteDedutivel), adicional: formatBrl(result.contribuicaoAdicionalPossivel), economia: formatBrl(result.economiaAdicionalPossivel) };
        await notices.notify({
          idPessoa: row.idPessoa,
          tipo: 'deducao_dezembro',
          titulo: `Você ainda pode contribuir ${valores.adicional} em ${year} e deduzir no Imposto de Renda`,
          descricao: `Você contribuiu ${valores.contribuido} em ${year}; o limite de 12 % da renda que você informou é ${valores.limite}. Uma contribuição esporádica de ${valores.adicional} até o fim do ano pode reduzir o seu imposto em até ${valores.economia}, na declaração completa.`,
          idPlano: row.idPlano,
          link: '/services/simulador-incentivo-fiscal',
          email: { chave: 'aviso_deducao', valores: { nome: firstName(names.get(row.idPessoa) ?? ''), ...valores } },
        });
        enviados += 1;
      }
      return { enviados, noLimite };
    },
  };
}

export type TaxIncentiveService = ReturnType<typeof createTaxIncentiveService>;
