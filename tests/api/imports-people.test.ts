import { and, desc, eq, gt, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATEGORY_ID, PLAN_ID, SITUATION_ID } from '@/domain/constants';
import { withCheckDigits } from '@/domain/cpf';
import { hashToken } from '@/server/plugins/authentication';
import { auditoria } from '@/server/db/schema/audit';
import { emailSaida } from '@/server/db/schema/email-templates';
import { pessoa } from '@/server/db/schema/people';
import { tokenPrimeiroAcesso } from '@/server/db/schema/first-access';
import { vinculoPlano } from '@/server/db/schema/plans';
import { bearer, createTestContext, DEMO_ACCOUNTS, DEMO_PASSWORD, login, type TestContext } from './helpers';

let context: TestContext;
let admin: { token: string; idPessoa: number };
let carlos: { token: string; idPessoa: number };
beforeAll(async () => {
  context = await createTestContext({ portalUrl: 'https://portal.exemplo.com.br', loginMaxFailuresPerIp: 1000 });
  admin = await login(context.app, DEMO_ACCOUNTS.ana.cpf);
  carlos = await login(context.app, DEMO_ACCOUNTS.carlos.cpf);
});
afterAll(() => context.close());

const HEADER = 'cpf;nome;data_nascimento;email;id_plano;matricula;id_categoria;id_situacao';
const send = (csv: string | Buffer, confirmar: 'N' | 'S', token: string | null = admin.token, contentType = 'text/csv') =>
  context.app.inject({ method: 'POST', url: `/api/importarPessoas?confirmar=${confirmar}`, payload: csv, headers: { ...(token ? bearer(token) : {}), 'content-type': contentType } });
const newestOutboxId = async () => (await context.database.db.select({ id: emailSaida.id }).from(emailSaida).orderBy(desc(emailSaida.id)).limit(1))[0]?.id ?? 0;
const mailsSince = (afterId: number) => context.database.db.select().from(emailSaida).where(gt(emailSaida.id, afterId)).orderBy(emailSaida.id);
const tokenIn = (text: string) => /alterar-senha\?token=([A-Za-z0-9_-]+)/.exec(text)![1];
const personByCpf = async (cpf: string) => (await context.database.db.select().from(pessoa).where(eq(pessoa.cpf, cpf)))[0];
const countPeople = async () => (await context.database.db.select({ id: pessoa.id }).from(pessoa)).length;

const { HPE, MAIS_VALOR } = PLAN_ID;
const { TAXPAYER } = CATEGORY_ID;
const { ACTIVE } = SITUATION_ID;
const joana = withCheckDigits('911000001');
const rui = withCheckDigits('911000002');
const lia = withCheckDigits('911000003');
const teo = withCheckDigits('911000004');
const carlosCpf = DEMO_ACCOUNTS.carlos.cpf.replace(/\D/g, '');
const mariaCpf = DEMO_ACCOUNTS.maria.cpf.replace(/\D/g, '');

// Carlos has HPE (matrícula 100231) and DXC; Maria has HPE.
const file = [
  `\ufeff${HEADER}`,
  `${joana};Joana Souza;15/03/1985;joana@exemplo.com;${HPE};910001;${TAXPAYER};${ACTIVE}`, // 2: new person
  `529.982.247-24;Pedro Alves;01/01/1980;pedro@exemplo.com;${HPE};910002;${TAXPAYER};${ACTIVE}`, // 3: bad CPF check digits
  `${rui};Rui Lima;01/01/1980;rui@exemplo.com;99;910003;${TAXPAYER};${ACTIVE}`, // 4: unknown plan
  `${rui};Rui Lima;01/01/1980;rui@exemplo.com;${HPE};910003;9;${ACTIVE}`, // 5: CPF of line 4 again, unknown category
  `${lia};Lia Prado;01/01/1980;lia@exemplo.com;${HPE};910004;${TAXPAYER};99`, // 6: unknown situation
  `${joana};Joana Souza;15/03/1985;joana@exemplo.com;${MAIS_VALOR};910005;${TAXPAYER};${ACTIVE}`, // 7: CPF of line 2 again
  `${withCheckDigits('911000005')};Ana Reis;31/02/1990;ana.reis@exemplo.com;${HPE};910006;${TAXPAYER};${ACTIVE}`, // 8: bad date
  `${withCheckDigits('911000006')};Bia Reis;01/02/1990;bia@exemplo;${HPE};910007;${TAXPAYER};${ACTIVE}`, // 9: bad e-mail
  `${withCheckDigits('911000007')};Caio Reis;01/02/1990;caio@exemplo.com;${HPE};100231;${TAXPAYER};${ACTIVE}`, // 10: Carlos's matrícula in HPE
  `${DEMO_ACCOUNTS.carlos.cpf};Outro Nome;01/01/1999;outro@exemplo.com;${MAIS_VALOR};400888;${TAXPAYER};${ACTIVE}`, // 11: known CPF, new plan link
  `${DEMO_ACCOUNTS.maria.cpf};Maria;01/01/1950;maria@exemplo.com;${HPE};100077;2;2`, // 12: known CPF already in HPE → ignored
  `${teo};Teo Dias;10/10/2000;teo@exemplo.com;${HPE};X-1;${TAXPAYER};${ACTIVE}`, // 13: new person
  `${withCheckDigits('911000008')};Davi Dias;10/10/2000;davi@exemplo.com;${HPE};X-1;${TAXPAYER};${ACTIVE}`, // 14: matrícula of line 13, another CPF
].join('\r\n');

describe('POST /api/importarPessoas', () => {
  it('previews the file with each kind of error on its line, says what happens to known CPFs, and writes nothing', async () => {
    const people = await countPeople();
    const afterId = await newestOutboxId();
    const response = await send(file, 'N');
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ linhas: 13, validas: 4, importadas: 3, ignoradas: 1, totalErros: 10, pessoasNovas: 2, vinculosNovos: 3 });
    expect(body.erros).toEqual([
      { linha: 3, campo: 'cpf', mensagem: 'CPF inválido: "529.982.247-24" (os dígitos verificadores não conferem).' },
      { linha: 4, campo: 'id_plano', mensagem: 'O plano 99 não existe.' },
      { linha: 5, campo: 'cpf', mensagem: 'Este CPF já aparece na linha 4 do arquivo. Cada pessoa vem em uma linha só.' },
      { linha: 5, campo: 'id_categoria', mensagem: 'A categoria 9 não existe.' },
      { linha: 6, campo: 'id_situacao', mensagem: 'A situação 99 não existe.' },
      { linha: 7, campo: 'cpf', mensagem: 'Este CPF já aparece na linha 2 do arquivo. Cada pessoa vem em uma linha só.' },
      { linha: 8, campo: 'data_nascimento', mensagem: 'Data de nascimento inválida: "31/02/1990". Use DD/MM/AAAA, por exemplo 31/12/1980.' },
      { linha: 9, campo: 'email', mensagem: 'E-mail inválido: "bia@exemplo".' },
      { linha: 10, campo: 'matricula', mensagem: 'A matrícula 100231 já é de outra pessoa no plano 1.' },
      { linha: 14, campo: 'matricula', mensagem: 'A matrícula X-1 já aparece na linha 13 do arquivo para outro CPF no mesmo plano.' },
    ]);
    expect(body.avisos).toEqual([
      { linha: 11, mensagem: 'CPF já cadastrado: os dados da pessoa não mudam; será criado o vínculo com o plano 4.' },
      { linha: 12, mensagem: 'CPF já cadastrado e já vinculado ao plano 1: nada a importar (os dados da pessoa não mudam).' },
    ]);
    expect(await countPeople()).toBe(people);
    expect(await mailsSince(afterId)).toHaveLength(0);
    expect(await personByCpf(joana)).toBeUndefined();
  });

  it('confirming imports the valid lines in one go: new people with their link, the missing link of a known CPF (its data untouched), a first-access e-mail each', async () => {
    const carlosBefore = await personByCpf(carlosCpf);
    const afterId = await newestOutboxId();
    const response = await send(file, 'S');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ linhas: 13, validas: 4, importadas: 3, ignoradas: 1, totalErros: 10, pessoasNovas: 2, vinculosNovos: 3 });

    const created = await personByCpf(joana);
    // HPE's onboarding takes the percentages path (6, the seed's onboarding_caminho of HPE).
    expect(created).toMatchObject({ nome: 'Joana Souza', dataNascimento: '1985-03-15', email: 'joana@exemplo.com', admin: 'N', onboarding: 'S', onboardingPlano: 6 });
    const [link] = await context.database.db.select().from(vinculoPlano).where(eq(vinculoPlano.idPessoa, created.id));
    expect(link).toMatchObject({ idPlano: HPE, matricula: '910001', idCategoria: TAXPAYER, idSituacao: ACTIVE });
    expect(await personByCpf(teo)).toMatchObject({ nome: 'Teo Dias' });
    expect(await personByCpf(rui)).toBeUndefined();

    // Carlos keeps his name, birth date and e-mail; he gains the Mais Valor link.
    expect(await personByCpf(carlosCpf)).toEqual(carlosBefore);
    const carlosLinks = await context.database.db.select().from(vinculoPlano).where(eq(vinculoPlano.idPessoa, carlosBefore.id));
    expect(carlosLinks.map((row) => row.idPlano).sort()).toEqual([HPE, MAIS_VALOR, PLAN_ID.DXC].sort());
    expect(carlosLinks.find((row) => row.idPlano === MAIS_VALOR)).toMatchObject({ matricula: '400888' });
    expect((await context.database.db.select().from(vinculoPlano).innerJoin(pessoa, eq(pessoa.id, vinculoPlano.idPessoa)).where(eq(pessoa.cpf, mariaCpf))).length).toBe(1);

    // One e-mail for each new person (not for Carlos), with the link on PORTAL_URL; only the token's SHA-256 is stored.
    const mails = await mailsSince(afterId);
    expect(mails.map((mail) => mail.destinatario)).toEqual(['joana@exemplo.com', 'teo@exemplo.com']);
    expect(mails[0].assunto).toBe('Crie sua senha do Portal do Participante');
    expect(mails[0].corpo).toMatch(/^Olá, Joana\./);
    expect(mails[0].corpo).toContain('https://portal.exemplo.com.br/alterar-senha?token=');
    expect(mails[0].corpo).toMatch(/O link vale até \d{2}\/\d{2}\/\d{4} às \d{2}:\d{2} \(horário de Brasília\) e só pode ser usado uma vez/);
    const token = tokenIn(mails[0].corpo);
    const [stored] = await context.database.db.select().from(tokenPrimeiroAcesso).where(eq(tokenPrimeiroAcesso.idPessoa, created.id));
    expect(stored.tokenHash).toBe(hashToken(token));
    expect(stored.tokenHash).not.toContain(token);
    const days = (stored.expiraEm.getTime() - stored.criadoEm.getTime()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThan(7.01);

    // Audited with the counts, never the CPFs.
    const [entry] = await context.database.db.select().from(auditoria).where(eq(auditoria.acao, 'pessoas.importadas')).orderBy(desc(auditoria.id)).limit(1);
    expect(entry).toMatchObject({ idAtor: admin.idPessoa, idPessoaAlvo: null, detalhes: { linhas: 13, pessoasNovas: 2, vinculosNovos: 3, ignoradas: 1, erros: 10 } });
    expect(JSON.stringify(entry.detalhes)).not.toMatch(/\d{11}/);

    // Nobody can sign in as the new person before the first access sets a password.
    expect((await context.app.inject({ method: 'POST', url: '/api/autenticar', payload: { cpf: joana, senha: DEMO_PASSWORD } })).statusCode).toBe(401);
  });

  it('is idempotent: the same file again creates nothing and sends nothing, and its preview says so', async () => {
    const people = await countPeople();
    const links = (await context.database.db.select({ id: vinculoPlano.id }).from(vinculoPlano)).length;
    const afterId = await newestOutboxId();
    const preview = (await send(file, 'N')).json();
    expect(preview).toMatchObject({ validas: 4, importadas: 0, ignoradas: 4, pessoasNovas: 0, vinculosNovos: 0, totalErros: 10 });
    expect(preview.avisos.map((notice: { linha: number }) => notice.linha)).toEqual([2, 11, 12, 13]);
    const again = await send(file, 'S');
    expect(again.json()).toMatchObject({ importadas: 0, ignoradas: 4, pessoasNovas: 0, vinculosNovos: 0 });
    expect(await countPeople()).toBe(people);
    expect((await context.database.db.select({ id: vinculoPlano.id }).from(vinculoPlano)).length).toBe(links);
    expect(await mailsSince(afterId)).toHaveLength(0);
  });

  it('answers 400 for a wrong header, an empty body or a file that is not CSV, and 415 for JSON', async () => {
    const wrongHeader = await send(['cpf;nome;nascimento;email;id_plano;matricula;id_categoria;id_situacao', `${joana};Joana;01/01/1980;j@e.com;1;1;1;1`].join('\n'), 'N');
    expect(wrongHeader.statusCode).toBe(400);
    expect(wrongHeader.json().message).toBe(`O cabeçalho do arquivo deve ser exatamente: ${HEADER}`);
    expect((await send('cpf;id_plano;competencia;tipo;valor\n', 'N')).statusCode).toBe(400);
    expect((await send('', 'N')).statusCode).toBe(400);
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52, 0x22, 0x00]);
    expect((await send(png, 'N')).statusCode).toBe(400);
    expect((await send(JSON.stringify({ cpf: joana }), 'N', admin.token, 'application/json')).statusCode).toBe(415);
    expect((await context.app.inject({ method: 'POST', url: '/api/importarPessoas?confirmar=S', headers: bearer(admin.token) })).statusCode).toBe(400);
    expect((await send(file, 'X' as 'N')).statusCode).toBe(400);
  });

  it('is for administrators only: 401 without a session, 403 for a participant, and nothing is written', async () => {
    const people = await countPeople();
    const stranger = withCheckDigits('911000099');
    const csv = `${HEADER}\n${stranger};Zeca Pires;01/01/1980;zeca@exemplo.com;${HPE};919999;${TAXPAYER};${ACTIVE}`;
    expect((await send(csv, 'S', null)).statusCode).toBe(401);
    expect((await send(csv, 'S', carlos.token)).statusCode).toBe(403);
    expect(await countPeople()).toBe(people);
  });
});

describe('the first access (GET /api/retornarPrimeiroAcesso, POST /api/criarSenhaPrimeiroAcesso)', () => {
  const NEW_PASSWORD = 'Primeiro#Acesso2026';
  const tokenOf = async (email: string) => tokenIn((await context.database.db.select().from(emailSaida).where(eq(emailSaida.destinatario, email)).orderBy(desc(emailSaida.id)).limit(1))[0].corpo);
  const view = (token: string) => context.app.inject({ method: 'GET', url: `/api/retornarPrimeiroAcesso?token=${encodeURIComponent(token)}` });
  const create = (token: string, senha = NEW_PASSWORD, confirmacaoSenha = senha) =>
    context.app.inject({ method: 'POST', url: '/api/criarSenhaPrimeiroAcesso', payload: { token, senha, confirmacaoSenha } });

  it('shows whose link it is, refuses a password the reset would refuse, then sets it once; the person signs in', async () => {
    const token = await tokenOf('joana@exemplo.com');
    const shown = await view(token);
    expect(shown.statusCode).toBe(200);
    expect(shown.headers['cache-control']).toBe('no-store');
    expect(shown.json()).toMatchObject({ nome: 'Joana' });

    const weak = await create(token, 'senha123');
    expect(weak.statusCode).toBe(400);
    expect(weak.json().errors.map((error: { path: string }) => error.path)).toEqual(['senha']);
    const mismatch = await create(token, NEW_PASSWORD, `${NEW_PASSWORD}x`);
    expect(mismatch.json().errors).toEqual([expect.objectContaining({ path: 'confirmacaoSenha', message: 'As senhas devem ser iguais' })]);

    const done = await create(token);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toEqual({ message: 'Senha criada. Agora entre com o seu CPF e a nova senha.' });
    const signedIn = await context.app.inject({ method: 'POST', url: '/api/autenticar', payload: { cpf: joana, senha: NEW_PASSWORD } });
    expect(signedIn.statusCode).toBe(200);
    // The onboarding still waits, without its password step: the person has just chosen one.
    expect(signedIn.json()).toMatchObject({ onboarding: 'S' });
    expect((await personByCpf(joana)).onboardingEtapas).toEqual([1]);
    const [entry] = await context.database.db.select().from(auditoria).where(and(eq(auditoria.acao, 'senha.primeiroAcesso'), eq(auditoria.idPessoaAlvo, (await personByCpf(joana)).id))).orderBy(desc(auditoria.id)).limit(1);
    expect(entry).toBeDefined();

    // Single use: the link is spent, in both routes.
    for (const response of [await view(token), await create(token, 'Outra#Senha2026')]) {
      expect(response.statusCode).toBe(410);
      expect(response.json().message).toBe('Este link de primeiro acesso já foi usado. Entre com o seu CPF e a senha que você criou, ou use "Esqueci minha senha".');
    }
    expect((await context.app.inject({ method: 'POST', url: '/api/autenticar', payload: { cpf: joana, senha: 'Outra#Senha2026' } })).statusCode).toBe(401);
  });

  it('an expired link answers 410, an unknown or malformed one 400, never 500', async () => {
    const token = await tokenOf('teo@exemplo.com');
    const idPessoa = (await personByCpf(teo)).id;
    await context.database.db.update(tokenPrimeiroAcesso).set({ expiraEm: new Date(Date.now() - 1000) }).where(inArray(tokenPrimeiroAcesso.idPessoa, [idPessoa]));
    for (const response of [await view(token), await create(token)]) {
      expect(response.statusCode).toBe(410);
      expect(response.json().message).toBe('Este link de primeiro acesso expirou. Use "Esqueci minha senha" na página de entrada para receber um código e criar a sua senha.');
    }
    const unknown = 'a'.repeat(43);
    for (const response of [await view(unknown), await create(unknown), await view('x'), await view('../../etc/passwd'), await create('%00')]) {
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(
        'Este link de primeiro acesso não é válido. Confira se copiou o endereço inteiro do e-mail ou use "Esqueci minha senha" na página de entrada.',
      );
    }
    expect((await context.app.inject({ method: 'GET', url: '/api/retornarPrimeiroAcesso' })).statusCode).toBe(400);
  });
});
