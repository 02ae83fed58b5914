import { contributionRuleErrors, type ConfiguracaoContribuicao } from '@/domain/contribution-rules';
import { Money } from '@/domain/money';
import type { Database } from '../../db/client';
import { HttpError, invalidFields } from '../../http-error';
import type { AuthenticatedPerson } from '../../plugins/authentication';
import { recordAudit } from '../../audit/record';
import * as repository from './repository';

export const RULES_MESSAGES = {
  planNotFound: 'Plano não encontrado.',
  noRules: 'O plano ainda não tem regras de contribuição.',
} as const;

type RulesRow = NonNullable<Awaited<ReturnType<typeof repository.findContributionRules>>>;

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
  return {
    async get(idPlano: number): Promise<ConfiguracaoContribuicao> {
      const row = await repository.findContributionRules(db, idPlano);
      if (row) return toApi(row);
      throw new HttpError(404, (await repository.planExists(db, idPlano)) ? RULES_MESSAGES.noRules : RULES_MESSAGES.planNotFound);
    },

    async update(auth: AuthenticatedPerson, idPlano: number, input: ConfiguracaoContribuicao): Promise<ConfiguracaoContribuicao> {
      const errors = contributionRuleErrors(input);
      if (errors.length) throw invalidFields(errors);
      if (!(await repository.planExists(db, idPlano))) throw new HttpError(404, RULES_MESSAGES.planNotFound);
      const values = {
        valorMinimo: new Money(input.valorMinimo).toFixed(2),
        fatorSalario: new Money(input.fatorSalario).toFixed(4),
        limiteSalarial: new Money(input.limiteSalarial).toFixed(2),
        percentualBasicoMaximo: String(input.percentualBasicoMaximo),
        percentualSuplementarMaximo: String(input.percentualSuplementarMaximo),
        banco: input.banco,
        diaVencimento: input.diaVencimento,
        suspensaoMesesMaximo: input.suspensaoMesesMaximo,
      };
      return db.transaction(async (tx) => {
        const before = await repository.findContributionRules(tx, idPlano);
        await repository.saveContributionRules(tx, idPlano, values);
        const after = toApi({ idPlano, ...values });
        await recordAudit(tx, {
          idAtor: auth.pessoa.id,
          idPessoaAlvo: null,
          acao: 'configuracaoContribuicao.alterada',
          detalhes: { idPlano, antes: before ? toApi(before) : null, depois: after },
        });
        return after;
      });
    },
  };
}

export type ContributionRulesService = ReturnType<typeof createContributionRulesService>;
