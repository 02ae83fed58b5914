import { and, asc, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditoria } from '@/server/db/schema/audit';
import { bearer, createTestContext, DEMO_ACCOUNTS, login, type TestContext } from './helpers';

let context: TestContext;
let admin: { token: string; idPessoa: number };
let carlos: { token: string; idPessoa: number };
let maria: { token: string; idPessoa: number };
beforeAll(async () => {
  context = await createTestContext();
  admin = await login(context.app, DEMO_ACCOUNTS.ana.cpf);
  carlos = await login(context.app, DEMO_ACCOUNTS.carlos.cpf);
  maria = await login(context.app, DEMO_ACCOUNTS.maria.cpf);
});
afterAll(() => context.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token?: string, payload?: object) =>
  context.app.inject({ method, url, payload, headers: token ? bearer(token) : {} });

describe('dependants and beneficiaries', () => {
  it('lists pension beneficiaries with the sum of shares and completeness', async () => {
    const body = (await call('GET', `/api/retornarDependentes/${carlos.idPessoa}?tipo=previdencial`, carlos.token)).json();
    expect(body.dependentes.map((item: { nome: string }) => item.nome)).toEqual(['Helena Contribuinte', 'Pedro Contribuinte']);
    expect(body).toMatchObject({ somaPercentuais: '100.00', somaCompleta: true, percentualRestante: '0.00' });
    expect(body.dependentes.every((item: { completo: boolean }) => item.completo)).toBe(true);
    const ir = (await call('GET', `/api/retornarDependentes/${maria.idPessoa}?tipo=imposto-renda`, maria.token)).json();
    expect(ir.dependentes).toHaveLength(1);
    // Every field but the share, which applies to pension beneficiaries only: complete by the spec §5 rule.
    expect(ir.dependentes[0]).toMatchObject({ tipo: 'imposto-renda', percentual: null, completo: true });
    // No 100 % rule for income-tax dependants: nothing is left to distribute.
    expect(ir).toMatchObject({ somaCompleta: true, percentualRestante: '0.00' });
  });

  it('adds, edits and removes, never letting shares pass 100 %, and audits each change', async () => {
    const over = await call('POST', '/api/criarDependente', carlos.token, { idPessoa: carlos.idPessoa, tipo: 'previdencial', nome: 'Ana Contribuinte', percentual: 10 });
    expect(over.statusCode).toBe(400);
    expect(over.json().errors[0].message).toMatch(/não pode passar de 100%. Já estão distribuídos 100,00%/);

    const list = (await call('GET', `/api/retornarDependentes/${carlos.idPessoa}?tipo=previdencial`, carlos.token)).json();
    const pedro = list.dependentes[1];
    const { id, tipo, completo, ...fields } = pedro;
    const reduced = await call('PUT', `/api/atualizarDependente/${pedro.id}`, carlos.token, { ...fields, percentual: '30' });
    expect(reduced.json().percentual).toBe('30.00');
    const added = await call('POST', '/api/criarDependente', carlos.token, {
      idPessoa: carlos.idPessoa,
      tipo: 'previdencial',
      nome: 'Ana Contribuinte',
      cpf: '390.533.447-05',
      data_nascimento: '2014-02-01',
      parentesco: 'Filho(a)',
      finalidade: 'Pensão por morte',
      percentual: '10,00',
    });
    expect(added.statusCode).toBe(200);
    expect(added.json()).toMatchObject({ cpf: '39053344705', percentual: '10.00', completo: true });
    expect((await call('GET', `/api/retornarDependentes/${carlos.idPessoa}?tipo=previdencial`, carlos.token)).json()).toMatchObject({ somaPercentuais: '100.00' });

    expect((await call('DELETE', `/api/excluirDependente/${added.json().id}`, carlos.token)).statusCode).toBe(200);
    const after = (await call('GET', `/api/retornarDependentes/${carlos.idPessoa}?tipo=previdencial`, carlos.token)).json();
    expect(after).toMatchObject({ somaPercentuais: '90.00', somaCompleta: false, percentualRestante: '10.00' });
    const audit = await context.database.db
      .select()
      .from(auditoria)
      .where(and(eq(auditoria.idPessoaAlvo, carlos.idPessoa), like(auditoria.acao, 'dependente.%')))
      .orderBy(asc(auditoria.id));
    expect(audit.map((row) => row.acao)).toEqual(['dependente.alterado', 'dependente.incluido', 'dependente.excluido']);
  });

  it('refuses an invalid CPF, a future birth date and a share out of range', async () => {
    const response = await call('POST', '/api/criarDependente', maria.token, { idPessoa: maria.idPessoa, tipo: 'imposto-renda', nome: 'Teste', cpf: '111.111.111-11', data_nascimento: '2999-01-01', percentual: 0 });
    expect(response.json().errors.map((error: { path: string }) => error.path)).toEqual(['cpf', 'data_nascimento', 'percentual']);
  });

  it("keeps another person's dependants out of reach (403), also by id; administrators reach them", async () => {
    const mariaList = (await call('GET', `/api/retornarDependentes/${maria.idPessoa}?tipo=previdencial`, maria.token)).json();
    const id = mariaList.dependentes[0].id;
    expect((await call('GET', `/api/retornarDependentes/${maria.idPessoa}?tipo=previdencial`, carlos.token)).statusCode).toBe(403);
    expect((await call('PUT', `/api/atualizarDependente/${id}`, carlos.token, { nome: 'Invasor' })).statusCode).toBe(403);
    expect((await call('DELETE', `/api/excluirDependente/${id}`, carlos.token)).statusCode).toBe(403);
    expect((await call('DELETE', '/api/excluirDependente/999999', carlos.token)).statusCode).toBe(403);
    expect((await call('POST', '/api/criarDependente', carlos.token, { idPessoa: maria.idPessoa, tipo: 'previdencial', nome: 'X' })).statusCode).toBe(403);
    expect((await call('GET', `/api/retornarDependentes/${maria.idPessoa}?tipo=previdencial`, admin.token)).statusCode).toBe(200);
    expect((await call('DELETE', '/api/excluirDependente/999999', admin.token)).statusCode).toBe(404);
    expect((await call('GET', `/api/retornarDependentes/${maria.idPessoa}?tipo=outro`, maria.token)).statusCode).toBe(400);
    expect((await call('GET', `/api/retornarDependentes/${maria.idPessoa}?tipo=previdencial`)).statusCode).toBe(401);
  });
});
