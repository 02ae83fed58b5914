import { isAmount, simulateTaxIncentive, TAX_INCENTIVE_MESSAGES } from '@/domain/tax-incentive';
import { ANNUAL_TABLES } from '@/domain/income-tax';
import { fundToday } from '@/domain/business-days';
import type { ApiValidationError } from '@/domain/api-types';
import type { Database } from '../../db/client';
import { invalidFields } from '../../http-error';
import type { AuthenticatedPerson } from '../../plugins/authentication';
import { reachableLink } from '../../access/reach';
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
export function createTaxIncentiveService(db: Database) {
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
  };
}

export type TaxIncentiveService = ReturnType<typeof createTaxIncentiveService>;
