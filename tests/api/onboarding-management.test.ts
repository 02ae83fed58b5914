import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLAN_ID } from '@/domain/constants';
import { auditoria } from '@/server/db/schema/audit';
import { pessoa } from '@/server/db/schema/people';
import { bearer, createTestContext, DEMO_ACCOUNTS, login, type TestContext } from './helpers';

let context: TestContext;
let ana: { token: string; idPessoa: number };
let carlos: { token: string; idPessoa: number };
let sofia: { token: string; idPessoa: number };

beforeAll(async () => {
  context = await createTestContext({ loginMaxFailuresPerIp: 1000 });
  ana = await login(context.app, DEMO_ACCOUNTS.ana.cpf);
  carlos = await login(context.app, DEMO_ACCOUNTS.carlos.cpf);
  sofia = await login(context.app, DEMO_ACCOUNTS.sofia.cpf);
});
afterAll(async () => {
  await context.close();
});

const asAna = () => bearer(ana.token);
const lastAudit = async (acao: string) => (await context.database.db.select().from(auditoria).where(eq(auditoria.acao, acao)).orderBy(desc(auditoria.id)).limit(1))[0];

describe('settings/onboarding-management API', () => {
  it('lists each plan with its path and the steps that apply', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/api/retornarConfiguracaoOnboarding', headers: asAna() });
    expect(response.statusCode).toBe(200);
    const plans = response.json();
    // HPE: percentages path (step 6) and investment profiles (step 7); Mais Valor: income range and value (3, 5), no profiles.
    expect(plans.find((plan: { idPlano: number }) => plan.idPlano === PLAN_ID.HPE)).toEqual({ idPlano: PLAN_ID.HPE, plano: 'HPE', onboarding_plano: 6, perfil_investimento: 'S', etapas: [1, 2, 4, 6, 7], pendentes: 1 });
    expect(plans.find((plan: { idPlano: number }) => plan.idPlano === PLAN_ID.MAIS_VALOR)).toEqual({ idPlano: PLAN_ID.MAIS_VALOR, plano: 'Mais Valor', onboarding_plano: 5, perfil_investimento: 'N', etapas: [1, 2, 3, 4, 5], pendentes: 1 });
  });

  it('changes a plan path (audited), and a reset then follows it', async () => {
    const response = await context.app.inject({ method: 'PUT', url: `/api/atualizarConfiguracaoOnboarding/${PLAN_ID.DXC}`, headers: asAna(), payload: { onboarding_plano: 5 } });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ idPlano: PLAN_ID.DXC, onboarding_plano: 5, etapas: [1, 2, 3, 4, 5, 7] });
    expect((await lastAudit('onboarding.configurado')).detalhes).toEqual({
      plano: 'DXC',
      idPlano: PLAN_ID.DXC,
      caminhoAnterior: 'Percentuais de contribuição sobre o salário',
      caminho: 'Faixa de renda e valor da contribuição',
    });

    // Carlos (HPE and DXC, onboarding done) reset on DXC: pending again, nothing saved, on DXC's path.
    const reset = await context.app.inject({ method: 'POST', url: `/api/reiniciarOnboarding/${carlos.idPessoa}`, headers: asAna(), payload: { idPlano: PLAN_ID.DXC } });
    expect(reset.statusCode, reset.body).toBe(200);
    expect(reset.json()).toEqual({ message: 'Primeiro acesso de Carlos Contribuinte reiniciado. No próximo acesso ao portal, a pessoa passará pelas etapas de novo.', onboarding: 'S', onboarding_plano: 5 });
    const [row] = await context.database.db.select().from(pessoa).where(eq(pessoa.id, carlos.idPessoa));
    expect([row.onboarding, row.onboardingPlano, row.onboardingEtapas]).toEqual(['S', 5, []]);
    const audit = await lastAudit('onboarding.reiniciado');
    expect([audit.idAtor, audit.idPessoaAlvo]).toEqual([ana.idPessoa, carlos.idPessoa]);
    expect(audit.detalhes).toMatchObject({ plano: 'DXC', caminho: 'Faixa de renda e valor da contribuição' });

    // The next sign-in says the onboarding is pending: the web app sends the person to /onboarding.
    const signIn = await context.app.inject({ method: 'POST', url: '/api/autenticar', payload: { cpf: DEMO_ACCOUNTS.carlos.cpf, senha: 'Previdencia@2026' } });
    expect(signIn.statusCode).toBe(200);
    expect(signIn.json()).toMatchObject({ onboarding: 'S', onboarding_plano: 5 });

    const status = await context.app.inject({ method: 'GET', url: `/api/retornarOnboardingPessoa/${carlos.idPessoa}`, headers: asAna() });
    expect(status.json()).toMatchObject({ nome: 'Carlos Contribuinte', onboarding: 'S', etapasConcluidas: [], vinculos: [expect.objectContaining({ idPlano: PLAN_ID.HPE }), expect.objectContaining({ idPlano: PLAN_ID.DXC })] });
  });

  it('answers 400 for a bad path or body, 404 for an unknown plan or person or a plan the person is not on', async () => {
    for (const payload of [{ onboarding_plano: 7 }, { onboarding_plano: '6' }, {}]) {
      expect((await context.app.inject({ method: 'PUT', url: `/api/atualizarConfiguracaoOnboarding/${PLAN_ID.HPE}`, headers: asAna(), payload })).statusCode).toBe(400);
    }
    expect((await context.app.inject({ method: 'PUT', url: '/api/atualizarConfiguracaoOnboarding/999', headers: asAna(), payload: { onboarding_plano: 5 } })).statusCode).toBe(404);
    const notOnPlan = await context.app.inject({ method: 'POST', url: `/api/reiniciarOnboarding/${sofia.idPessoa}`, headers: asAna(), payload: { idPlano: PLAN_ID.HPE } });
    expect(notOnPlan.statusCode).toBe(404);
    expect(notOnPlan.json().message).toBe('A pessoa não tem vínculo com este plano.');
    expect((await context.app.inject({ method: 'POST', url: '/api/reiniciarOnboarding/999999', headers: asAna(), payload: { idPlano: PLAN_ID.HPE } })).statusCode).toBe(404);
    expect((await context.app.inject({ method: 'GET', url: '/api/retornarOnboardingPessoa/999999', headers: asAna() })).statusCode).toBe(404);
  });

  it('answers 401 without a session and 403 to a participant', async () => {
    const calls = [
      { method: 'GET' as const, url: '/api/retornarConfiguracaoOnboarding' },
      { method: 'PUT' as const, url: `/api/atualizarConfiguracaoOnboarding/${PLAN_ID.MAIS_VALOR}`, payload: { onboarding_plano: 6 } },
      { method: 'GET' as const, url: `/api/retornarOnboardingPessoa/${sofia.idPessoa}` },
      { method: 'POST' as const, url: `/api/reiniciarOnboarding/${sofia.idPessoa}`, payload: { idPlano: PLAN_ID.MAIS_VALOR } },
    ];
    for (const call of calls) {
      expect((await context.app.inject(call)).statusCode, call.url).toBe(401);
      expect((await context.app.inject({ ...call, headers: bearer(sofia.token) })).statusCode, call.url).toBe(403);
    }
    const [row] = await context.database.db.select().from(pessoa).where(eq(pessoa.id, sofia.idPessoa));
    expect(row.onboarding).toBe('N');
  });
});
