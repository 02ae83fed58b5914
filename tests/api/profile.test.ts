import { and, asc, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditoria } from '@/server/db/schema/audit';
import { bankName, readableBankName } from '@/server/modules/people/banks';
import { bearer, createTestContext, DEMO_ACCOUNTS, DEMO_PASSWORD, login, type TestContext } from './helpers';

let context: TestContext;
let admin: { token: string; idPessoa: number };
let carlos: { token: string; idPessoa: number };
let sofia: { token: string; idPessoa: number };
beforeAll(async () => {
  context = await createTestContext();
  admin = await login(context.app, DEMO_ACCOUNTS.ana.cpf);
  carlos = await login(context.app, DEMO_ACCOUNTS.carlos.cpf);
  sofia = await login(context.app, DEMO_ACCOUNTS.sofia.cpf);
});
afterAll(() => context.close());

const call = (method: 'GET' | 'PUT', url: string, token?: string, payload?: object) => context.app.inject({ method, url, payload, headers: token ? bearer(token) : {} });

describe('GET /api/retornarPerfil/{idPessoa}', () => {
  it('returns personal data, address and each plan link with its contribution settings', async () => {
    const response = await call('GET', `/api/retornarPerfil/${carlos.idPessoa}`, carlos.token);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.pessoa).toMatchObject({ nome: 'Carlos Contribuinte', cpf: '52998224725', email: DEMO_ACCOUNTS.carlos.email, ppe: 'N' });
    expect(body.pessoa.senhaHash).toBeUndefined();
    expect(body.endereco).toMatchObject({ cep: '01310100', cidade: 'São Paulo', estado: 'SP', residenteExterior: 'N' });
    expect(body.vinculos[0]).toMatchObject({
      matricula: '100231',
      salario: '12500.00',
      formaPagamento: 5,
      banco: '341',
      bancoNome: 'Itaú Unibanco S.A.',
      plano: { nome: 'HPE', nomeExibicao: 'HPE' },
      diaVencimento: 10,
      percentualBasica: '6.00',
      percentualSuplementar: '5.00',
      regimeTributacao: 'Não informado',
    });
  });

  it('shows the regime the link has chosen (Bruno: regressive, Maria: progressive) and "Não informado" before a choice', async () => {
    const bruno = await login(context.app, DEMO_ACCOUNTS.bruno.cpf);
    expect((await call('GET', `/api/retornarPerfil/${bruno.idPessoa}`, bruno.token)).json().vinculos[0].regimeTributacao).toBe('Regressivo');
    const maria = await login(context.app, DEMO_ACCOUNTS.maria.cpf);
    const body = (await call('GET', `/api/retornarPerfil/${maria.idPessoa}`, maria.token)).json();
    expect(body.vinculos[0].regimeTributacao).toBe('Progressivo');
  });

  it('names the bank from the Banco Central list and the plan as people read it', async () => {
    const body = (await call('GET', `/api/retornarPerfil/${sofia.idPessoa}`, sofia.token)).json();
    expect(body.vinculos[0].plano).toMatchObject({ nome: 'MAIS_VALOR', nomeExibicao: 'Mais Valor' });
    expect(body.vinculos[0]).toMatchObject({ banco: '341', bancoNome: 'Itaú Unibanco S.A.' });
    expect(bankName('001')).toBe('Banco do Brasil S.A.');
    expect(bankName('1')).toBe('Banco do Brasil S.A.');
    expect(bankName('999')).toBeNull();
    expect(bankName('abc')).toBeNull();
    expect(bankName(null)).toBeNull();
    expect(readableBankName('BANCO BTG PACTUAL S.A.')).toBe('Banco BTG Pactual S.A.');
  });

  it("refuses another person's profile (403); administrators read anyone; unknown → 404", async () => {
    expect((await call('GET', `/api/retornarPerfil/${sofia.idPessoa}`, carlos.token)).statusCode).toBe(403);
    expect((await call('GET', `/api/retornarPerfil/${sofia.idPessoa}`, admin.token)).json().pessoa.nome).toBe('Sofia Autopatrocinada');
    expect((await call('GET', '/api/retornarPerfil/999999', admin.token)).statusCode).toBe(404);
    expect((await call('GET', `/api/retornarPerfil/${carlos.idPessoa}`)).statusCode).toBe(401);
  });
});

describe('PUT /api/atualizarContato', () => {
  it('changes the phone freely, and the e-mail only with the current password', async () => {
    const phone = await call('PUT', '/api/atualizarContato', sofia.token, { idPessoa: sofia.idPessoa, telefone: '(41) 99876-5432' });
    expect(phone.json().pessoa.telefone).toBe('(41) 99876-5432');
    const noPassword = await call('PUT', '/api/atualizarContato', sofia.token, { idPessoa: sofia.idPessoa, email: 'sofia@novo.example' });
    expect(noPassword.statusCode).toBe(400);
    expect(noPassword.json().errors[0]).toMatchObject({ path: 'senhaAtual' });
    const wrong = await call('PUT', '/api/atualizarContato', sofia.token, { idPessoa: sofia.idPessoa, email: 'sofia@novo.example', senhaAtual: 'Errada@1' });
    expect(wrong.statusCode).toBe(400);
    const changed = await call('PUT', '/api/atualizarContato', sofia.token, { idPessoa: sofia.idPessoa, email: 'Sofia@Novo.example', senhaAtual: DEMO_PASSWORD });
    expect(changed.json().pessoa.email).toBe('sofia@novo.example');
    const audit = await context.database.db
      .select()
      .from(auditoria)
      .where(and(eq(auditoria.idPessoaAlvo, sofia.idPessoa), like(auditoria.acao, 'contato.%')))
      .orderBy(asc(auditoria.id));
    expect(audit.map((row) => row.acao)).toEqual(['contato.alterado', 'contato.alterado']);
  });

  it('refuses malformed e-mails and phones, and another person (403)', async () => {
    const bad = await call('PUT', '/api/atualizarContato', carlos.token, { idPessoa: carlos.idPessoa, email: 'sem-arroba', telefone: '12', senhaAtual: DEMO_PASSWORD });
    expect(bad.json().errors.map((error: { path: string }) => error.path)).toEqual(['email', 'telefone']);
    expect((await call('PUT', '/api/atualizarContato', carlos.token, { idPessoa: sofia.idPessoa, telefone: '(11) 91234-5678' })).statusCode).toBe(403);
    expect((await call('PUT', '/api/atualizarContato', carlos.token, { idPessoa: carlos.idPessoa, apelido: 'x' })).statusCode).toBe(400);
  });
});

describe('PUT /api/atualizarEndereco', () => {
  it('saves a domestic address with the spec §5 messages on missing fields', async () => {
    const missing = await call('PUT', '/api/atualizarEndereco', carlos.token, { idPessoa: carlos.idPessoa, endereco: { cep: '01310100' } });
    expect(missing.json().errors.map((error: { message: string }) => error.message)).toContain('O número é obrigatório');
    const saved = await call('PUT', '/api/atualizarEndereco', carlos.token, {
      idPessoa: carlos.idPessoa,
      endereco: { cep: '04538-133', logradouro: 'Avenida Brigadeiro Faria Lima', numero: '3477', bairro: 'Itaim Bibi', cidade: 'São Paulo', estado: 'SP' },
    });
    expect(saved.json().endereco).toMatchObject({ cep: '04538133', numero: '3477', complemento: null });
  });
});

describe('GET /api/exportarDados/{idPessoa}', () => {
  it('downloads every record the fund holds about the person, without secrets', async () => {
    const response = await call('GET', `/api/exportarDados/${carlos.idPessoa}`, carlos.token);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="meus-dados-\d{4}-\d{2}-\d{2}\.json"$/);
    const data = response.json();
    expect(data.pessoa).toMatchObject({ nome: 'Carlos Contribuinte', cpf: '52998224725' });
    expect(response.body).not.toContain('argon2');
    expect(response.body).not.toContain('tokenHash');
    expect(data.vinculos).toHaveLength(2);
    expect(data.contribuicoes.length).toBe(720);
    expect(data.solicitacoes.length).toBeGreaterThan(0);
    expect(data.mensagens.length).toBeGreaterThan(0);
    expect(data.dependentes).toHaveLength(2);
    expect(data.sessoes.length).toBeGreaterThan(0);
  });

  it("refuses another person's data (403) and visitors (401)", async () => {
    expect((await call('GET', `/api/exportarDados/${carlos.idPessoa}`, sofia.token)).statusCode).toBe(403);
    expect((await call('GET', `/api/exportarDados/${carlos.idPessoa}`)).statusCode).toBe(401);
  });
});
