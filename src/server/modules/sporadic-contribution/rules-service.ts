import { contributionRuleErrors, type ConfiguracaoContribuicao } from '@/domain/sporadic-contribution-rules';
import { Money } from '@/domain/money';
import type { Database } from '../../db/client';
import { configuracaoContribuicao } from '../../db/schema/sporadic-contribution';
import { invalidFields } from '../../http-error';
import type { AuthenticatedPerson } from '../../plugins/authentication';
import { createPlanSettingsService } from '../../plan-settings/service';

export const RULES_MESSAGES = {
  planNotFound: 'Plano não encontrado.',
  noRules: 'O plano ainda não tem regras de contribuição.',
} as const;

type RulesRow = typeof configuracaoContribuicao.$inferSelect;

function toApi(row: RulesRow): ConfiguracaoContribuicao {
  return {
    valorMinimo: new Money(row.valorMinimo).toFixed(2),
    fatorSalario: new Money(row.fatorSalario).toFixed(4),
    limiteSalarial: new Money(row.limiteSalarial).toFixed(2),
    percentualBasicoMaximo: Number(row.percentualBasicoMaximo),
    percentualSuplementarMaximo: Number(row.percentualSuplementarMaximo),
    banco: row.banco,
    diaVencimento: row.diaVencimento,
    suspensaoMesesMaximo: row.suspensaoMesesMaximo,
  };
}

/**
 * The per-plan contribution rules (settings/contribution-management). Onboarding, contribution changes and sporadic
 * contributions read the same row at each request, so a change applies at once.
 */
export function createContributionRulesService(db: Database) {
  const settings = createPlanSettingsService(db, {
    table: configuracaoContribuicao,
    toApi,
    auditAction: 'configuracaoContribuicao.alterada',
    messages: { planNotFound: RULES_MESSAGES.planNotFound, noSettings: RULES_MESSAGES.noRules },
  });
  return {
    get: settings.get,

    async update(auth: AuthenticatedPerson, idPlano: number, input: ConfiguracaoContribuicao): Promise<ConfiguracaoContribuicao> {
      const errors = contributionRuleErrors(input);
      if (errors.length) throw invalidFields(errors);
      await settings.assertPlanExists(db, idPlano);
      return settings.save(auth, idPlano, {
        valorMinimo: new Money(input.valorMinimo).toFixed(2),
        fatorSalario: new Money(input.fatorSalario).toFixed(4),
        limiteSalarial: new Money(input.limiteSalarial).toFixed(2),
        percentualBasicoMaximo: String(input.percentualBasicoMaximo),
        percentualSuplementarMaximo: String(input.percentualSuplementarMaximo),
        banco: input.banco,
        diaVencimento: input.diaVencimento,
        suspensaoMesesMaximo: input.suspensaoMesesMaximo,
      });
    },
  };
}

export type ContributionRulesService = ReturnType<typeof createContributionRulesService>;
