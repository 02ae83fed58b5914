import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLAN_ID } from '@/domain/constants';
import { auditoria } from '@/server/db/schema/audit';
import { bearer, createTestContext, DEMO_ACCOUNTS, login, type TestContext } from './helpers';

type Account = { token: string; idPessoa: number };
let context: TestContext;
let admin: Account;
let carlos: Account;

beforeAll(async () => {
  context = await createTestContext();
  admin = await login(context.app, DEMO_ACCOUNTS.ana.cpf);
  carlos = await login(context.app, DEMO_ACCOUNTS.carlos.cpf);
});
afterAll(async () => {
  await context.close();
});

const call = (method: 'GET' | 'PUT', path: string, token?: string, payload?: object) =>
  context.app.inject({ method, url: `/api${path}`, payload, headers: token ? bearer(token) : {} });

const SEEDED = {
  vestingPatrocinadora: [
    { anos: 3, percentual: '30.00' },
    { anos: 5, percentual: '50.00' },
    { anos: 8, percentual: '80.00' },
    { anos: 10, percentual: '100.00' },
  ],
  resgateParcelasMaximas: 12,
  carenciaPortabilidadeAnos: 3,
  carenciaBpdAnos: 3,
  idadeMinimaBpd: 60,
  taxaAdministrativaAutopatrocinio: '0.50',
};

describe('GET /retornarConfiguracaoInstitutos/{idPlano}', () => {
  it("answers a plan's institute rules, the BPD starting at the plan's retirement age", async () => {
    const hpe = await call('GET', `/retornarConfiguracaoInstitutos/${PLAN_ID.HPE}`, admin.token);
    expect(hpe.statusCode).toBe(200);
    expect(hpe.json()).toEqual(SEEDED);
    expect((await call('GET', `/retornarConfiguracaoInstitutos/${PLAN_ID.DXC}`, admin.token)).json().idadeMinimaBpd).toBe(62);
  });

  it('401 without a session, 403 for a participant, 404 for a plan that does not exist, 400 for a malformed id', async () => {
    expect((await call('GET', `/retornarConfiguracaoInstitutos/${PLAN_ID.HPE}`)).statusCode).toBe(401);
    expect((await call('GET', `/retornarConfiguracaoInstitutos/${PLAN_ID.HPE}`, carlos.token)).statusCode).toBe(403);
    const absent = await call('GET', '/retornarConfiguracaoInstitutos/9999', admin.token);
    expect(absent.statusCode).toBe(404);
    expect(absent.json().message).toBe('Plano não encontrado.');
    expect((await call('GET', '/retornarConfiguracaoInstitutos/x', admin.token)).statusCode).toBe(400);
  });
});

describe('PUT /atualizarConfiguracaoInstitutos/{idPlano}', () => {
  const put = (body: object, token = admin.token, idPlano: number = PLAN_ID.MAIS_VALOR) => call('PUT', `/atualizarConfiguracaoInstitutos/${idPlano}`, token, body);

  it('saves the rules of one plan (percentages with two places), audited, leaving the other plans alone', async () => {
    const changed = {
      vestingPatrocinadora: [
        { anos: 2, percentual: '25' },
        { anos: 4, percentual: '62.5' },
        { anos: 6, percentual: '100' },
      ],
      resgateParcelasMaximas: 6,
      carenciaPortabilidadeAnos: 2,
      carenciaBpdAnos: 1,
      idadeMinimaBpd: 58,
      taxaAdministrativaAutopatrocinio: '1.2',
    };
    const expected = {
      ...changed,
      vestingPatrocinadora: [
        { anos: 2, percentual: '25.00' },
        { anos: 4, percentual: '62.50' },
        { anos: 6, percentual: '100.00' },
      ],
      taxaAdministrativaAutopatrocinio: '1.20',
    };
    const response = await put(changed);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(expected);
    expect((await call('GET', `/retornarConfiguracaoInstitutos/${PLAN_ID.MAIS_VALOR}`, admin.token)).json()).toEqual(expected);
    expect((await call('GET', `/retornarConfiguracaoInstitutos/${PLAN_ID.HPE}`, admin.token)).json()).toEqual(SEEDED);
    const [audit] = await context.database.db.select().from(auditoria).where(eq(auditoria.acao, 'configuracaoInstituto.alterada')).orderBy(desc(auditoria.id)).limit(1);
    expect(audit).toMatchObject({ idAtor: admin.idPessoa, detalhes: { idPlano: PLAN_ID.MAIS_VALOR, antes: SEEDED, depois: expected } });
    expect((await put(SEEDED)).statusCode).toBe(200);
  });

  it('400 with the Portuguese message of each rule, nothing saved', async () => {
    const cases: Array<[object, string, string]> = [
      [{ vestingPatrocinadora: [] }, 'vestingPatrocinadora', 'Informe ao menos uma faixa de vesting, a última com 100 %.'],
      [{ vestingPatrocinadora: [{ anos: 5, percentual: '50' }, { anos: 3, percentual: '100' }] }, 'vestingPatrocinadora/1/anos', 'Faixa 2: os anos de plano devem ser maiores que os da faixa anterior.'],
      [{ vestingPatrocinadora: [{ anos: 3, percentual: '50' }, { anos: 5, percentual: '40' }, { anos: 8, percentual: '100' }] }, 'vestingPatrocinadora/1/percentual', 'Faixa 2: o percentual deve ser maior que o da faixa anterior.'],
      [{ vestingPatrocinadora: [{ anos: 3, percentual: '101' }] }, 'vestingPatrocinadora/0/percentual', 'Faixa 1: informe o percentual acima de 0 % e até 100 %, com até duas casas decimais.'],
      [{ vestingPatrocinadora: [{ anos: 3, percentual: '30' }, { anos: 5, percentual: '90' }] }, 'vestingPatrocinadora/1/percentual', 'A última faixa de vesting deve dar 100 % do saldo da patrocinadora.'],
      [{ resgateParcelasMaximas: 13 }, 'resgateParcelasMaximas', 'Informe o número máximo de parcelas do resgate, de 1 a 12.'],
      [{ resgateParcelasMaximas: 0 }, 'resgateParcelasMaximas', 'Informe o número máximo de parcelas do resgate, de 1 a 12.'],
      [{ carenciaPortabilidadeAnos: 4 }, 'carenciaPortabilidadeAnos', 'Informe a carência da portabilidade em anos, de 0 a 3 (Resolução CNPC 50/2022).'],
      [{ carenciaBpdAnos: 5 }, 'carenciaBpdAnos', 'Informe a carência do BPD em anos, de 0 a 3 (Resolução CNPC 50/2022).'],
      [{ idadeMinimaBpd: 39 }, 'idadeMinimaBpd', 'Informe a idade de início do BPD, de 40 a 80 anos.'],
      [{ idadeMinimaBpd: 81 }, 'idadeMinimaBpd', 'Informe a idade de início do BPD, de 40 a 80 anos.'],
      [{ taxaAdministrativaAutopatrocinio: '10.01' }, 'taxaAdministrativaAutopatrocinio', 'Informe a taxa administrativa do autopatrocínio de 0 % a 10 %, com até duas casas decimais.'],
      [{ taxaAdministrativaAutopatrocinio: '1,5' }, 'taxaAdministrativaAutopatrocinio', 'Informe a taxa administrativa do autopatrocínio de 0 % a 10 %, com até duas casas decimais.'],
    ];
    for (const [change, path, message] of cases) {
      const response = await put({ ...SEEDED, ...change });
      expect(response.statusCode, message).toBe(400);
      expect(response.json().errors).toEqual([{ path, message, type: expect.any(String) }]);
    }
    expect((await put({ ...SEEDED, resgateParcelasMaximas: '12' })).statusCode).toBe(400);
    expect((await put({ ...SEEDED, extra: true })).statusCode).toBe(400);
    const { carenciaBpdAnos: _missing, ...withoutOne } = SEEDED;
    expect((await put(withoutOne)).statusCode).toBe(400);
    expect((await call('GET', `/retornarConfiguracaoInstitutos/${PLAN_ID.MAIS_VALOR}`, admin.token)).json()).toEqual(SEEDED);
  });

  it('401 without a session, 403 for a participant, 404 for a plan that does not exist', async () => {
    expect((await call('PUT', `/atualizarConfiguracaoInstitutos/${PLAN_ID.HPE}`, undefined, SEEDED)).statusCode).toBe(401);
    expect((await put(SEEDED, carlos.token)).statusCode).toBe(403);
    expect((await put(SEEDED, admin.token, 9999)).statusCode).toBe(404);
  });
});
