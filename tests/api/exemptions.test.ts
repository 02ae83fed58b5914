import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import { ageOn } from '@/domain/benefit-simulator-projection';
import { addBusinessDays, fundToday } from '@/domain/business-days';
import { formatMonthBr } from '@/domain/format-date';
import { monthlyIncomeTax } from '@/domain/income-tax';
import { EXEMPTION_MESSAGES, projectNextPaycheck } from '@/domain/exemptions-income-tax';
import { isencaoImposto } from '@/server/db/schema/exemptions';
import { pagamentoBeneficio } from '@/server/db/schema/statements';
import { pessoa } from '@/server/db/schema/people';
import { requisicao } from '@/server/db/schema/requests';
import { vinculoPlano } from '@/server/db/schema/plans';
import { EXEMPTION_REQUEST_MESSAGES } from '@/server/modules/exemptions/request-kinds';
import { NEXT_PAYCHECK_MESSAGES } from '@/server/modules/exemptions/next-paycheck';
import { bearer, createTestContext, DEMO_ACCOUNTS, login, withServiceOffered, type TestContext } from './helpers';

let context: TestContext;
type Person = { token: string; idPessoa: number; link: number };
const people = {} as Record<'maria' | 'paulo' | 'carlos', Person>;
let admin: string;
const ABSENT = 2_000_000_000;
const today = fundToday();

beforeAll(async () => {
  context = await createTestContext();
  admin = (await login(context.app, DEMO_ACCOUNTS.ana.cpf)).token;
  for (const name of ['maria', 'paulo', 'carlos'] as const) {
    const { token, idPessoa } = await login(context.app, DEMO_ACCOUNTS[name].cpf);
    const [link] = await context.database.db.select({ id: vinculoPlano.id }).from(vinculoPlano).where(eq(vinculoPlano.idPessoa, idPessoa)).orderBy(vinculoPlano.id).limit(1);
    people[name] = { token, idPessoa, link: link.id };
  }
});
afterAll(() => context.close());

const rules = (idFuncionalidade: number, idVinculoPlano: number, token: string) =>
  context.app.inject({ method: 'GET', url: `/api/retornarRegrasSolicitacao/${idFuncionalidade}/${idVinculoPlano}`, headers: bearer(token) });
const ask = (who: Person, idFuncionalidade: number, extra: Record<string, unknown> = {}, token = who.token) =>
  context.app.inject({ method: 'POST', url: '/api/criarSolicitacao', headers: bearer(token), payload: { idPessoa: who.idPessoa, idVinculoPlano: who.link, idFuncionalidade, dados: {}, ...extra } });
const nextPaycheck = (idVinculoPlano: number | string, token?: string) =>
  context.app.inject({ method: 'GET', url: `/api/retornarProximoContracheque/${idVinculoPlano}`, headers: token ? bearer(token) : {} });
const conclude = (id: number) => context.app.inject({ method: 'POST', url: `/api/alterarStatusSolicitacao/${id}`, headers: bearer(admin), payload: { idStatus: 4, comentario: 'Isenção concedida.' } });
const uploadReport = (who: Person) =>
  context.app.inject({
    method: 'POST',
    url: '/api/enviarAnexo',
    headers: { ...bearer(who.token), 'content-type': 'application/pdf', 'x-nome-arquivo': encodeURIComponent('laudo médico.pdf') },
    payload: Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'),
  });

/** The link's last monthly payment and owner, to compute the expected projection with the domain function. */
async function expectedProjection(who: Person, isencoes: Array<{ tipo: '65' | 'molestia_grave'; competenciaInicio: string; doenca?: string | null }>, competencia: string) {
  const db = context.database.db;
  const [last] = await db.select().from(pagamentoBeneficio).where(and(eq(pagamentoBeneficio.idVinculoPlano, who.link), eq(pagamentoBeneficio.tipo, 'mensal'))).orderBy(desc(pagamentoBeneficio.competencia)).limit(1);
  const [owner] = await db.select({ dataNascimento: pessoa.dataNascimento }).from(pessoa).where(eq(pessoa.id, who.idPessoa));
  return projectNextPaycheck({ lastPayment: last, competencia, dataNascimento: owner.dataNascimento, regime: 'progressivo', isencoes });
}

async function setLink(who: Person, changes: Partial<typeof vinculoPlano.$inferInsert>) {
  await context.database.db.update(vinculoPlano).set(changes).where(eq(vinculoPlano.id, who.link));
}

describe('exemption at 65 (service 22)', () => {
  it('Maria (71, assisted, progressive) may ask: her age from the records and the portion in force', async () => {
    const response = await rules(22, people.maria.link, people.maria.token);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      idFuncionalidade: 22,
      elegivel: true,
      motivos: [],
      elegivelEm: null,
      solicitacaoAberta: null,
      valores: { dataNascimento: '1955-10-02', idade: ageOn('1955-10-02', today), aniversario65: '2020-10-02', parcelaIsentaMensal: '1903.98', regimeTributacao: 'progressivo', isencaoConcedida: null, solicitacaoAberta: null },
    });
  });

  it('before asking, Maria reads her next paycheck as it is and with the portion: her new net pay', async () => {
    const { proximoContracheque } = (await rules(22, people.maria.link, people.maria.token)).json().valores;
    const current = (await nextPaycheck(people.maria.link, people.maria.token)).json();
    // As it is: retornarProximoContracheque's figures.
    const { isencoes: _none, descricao: _label, dataPagamento, ...asItIs } = current;
    expect(proximoContracheque).toMatchObject({ atual: asItIs, dataPagamento });
    // With it: 6 850,00 − 1 903,98 = 4 946,02 taxable, the tax of the competence's table on it, the same 412,35 health plan.
    const withIt = await expectedProjection(people.maria, [{ tipo: '65', competenciaInicio: current.competencia }], current.competencia);
    const { isencoes: _applied, ...withoutList } = withIt;
    expect(proximoContracheque.comIsencao).toEqual(withoutList);
    expect(proximoContracheque.comIsencao).toMatchObject({ valorBruto: '6850.00', parcelaIsenta: '1903.98', baseCalculo: '4946.02', impostoRenda: monthlyIncomeTax('4946.02', current.competencia), outrosDescontos: '412.35' });
    expect(Number(proximoContracheque.comIsencao.valorLiquido)).toBeGreaterThan(Number(proximoContracheque.atual.valorLiquido));
  });

  it('before: Maria’s next paycheck has no exempt portion, 6 850,00 taxed whole', async () => {
    const response = await nextPaycheck(people.maria.link, people.maria.token);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ valorBruto: '6850.00', parcelaIsenta: '0.00', baseCalculo: '6850.00', outrosDescontos: '412.35', isencoes: [] });
    expect(body.impostoRenda).toBe(monthlyIncomeTax('6850.00', body.competencia));
    expect(body).toEqual({ ...(await expectedProjection(people.maria, [], body.competencia)), dataPagamento: `${body.competencia}-25` });
    expect(body.competencia > today.slice(0, 7)).toBe(true);
  });

  it('201 for Maria with the age and the portion on the request, and by when the fund answers; a second while it is open → 409', async () => {
    const created = await ask(people.maria, 22);
    expect(created.statusCode, created.body).toBe(201);
    const { id, protocolo } = created.json();
    const [row] = await context.database.db.select().from(requisicao).where(eq(requisicao.id, id));
    expect(row).toMatchObject({ idFuncionalidade: 22, idStatus: 1, idVinculoPlano: people.maria.link });
    expect(row.dados).toEqual({ idade: ageOn('1955-10-02', today), parcelaIsentaMensal: '1903.98' });
    const detail = (await context.app.inject({ method: 'GET', url: `/api/retornarSolicitacao/${id}`, headers: bearer(people.maria.token) })).json();
    expect(detail.prazos).toEqual([{ descricao: 'Resposta do fundo ao pedido de isenção (até 10 dias úteis do pedido)', data: addBusinessDays(fundToday(new Date(detail.dataSolicitacao)), 10) }]);

    // The page is told, with the protocol, instead of offering the form.
    const shown = (await rules(22, people.maria.link, people.maria.token)).json();
    expect(shown.valores.solicitacaoAberta).toEqual({ id, protocolo });
    expect(shown).toMatchObject({
      elegivel: false,
      motivos: [EXEMPTION_REQUEST_MESSAGES.open65(protocolo)],
      solicitacaoAberta: { id, protocolo, dataSolicitacao: detail.dataSolicitacao, funcionalidade: { id: 22, nome: detail.funcionalidade.nome }, status: { id: 1, nome: 'Recebida' } },
    });

    const again = await ask(people.maria, 22);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Você já tem um pedido de isenção aos 65 anos em andamento (protocolo ' + protocolo + ').');
    // Refused before the form's data is read: even a field the service does not have gets the 409.
    const withJunk = await ask(people.maria, 22, { dados: { qualquer: 'coisa' } });
    expect(withJunk.statusCode).toBe(409);
  });

  it('concluded by an administrator: from the next competence the portion of 1 903,98 lowers the tax, as projectNextPaycheck computes', async () => {
    const [open] = await context.database.db.select({ id: requisicao.id }).from(requisicao).where(and(eq(requisicao.idVinculoPlano, people.maria.link), eq(requisicao.idFuncionalidade, 22)));
    const before = (await nextPaycheck(people.maria.link, people.maria.token)).json();
    const concluded = await conclude(open.id);
    expect(concluded.statusCode, concluded.body).toBe(200);
    const [granted] = await context.database.db.select().from(isencaoImposto).where(eq(isencaoImposto.idVinculoPlano, people.maria.link));
    expect(granted).toMatchObject({ tipo: '65', idRequisicao: open.id });

    const after = (await nextPaycheck(people.maria.link, people.maria.token)).json();
    expect(after.competencia).toBe(granted.competenciaInicio.slice(0, 7));
    expect(after).toMatchObject({ valorBruto: '6850.00', parcelaIsenta: '1903.98', baseCalculo: '4946.02', impostoRenda: monthlyIncomeTax('4946.02', after.competencia), outrosDescontos: '412.35' });
    expect(Number(after.impostoRenda)).toBeLessThan(Number(before.impostoRenda));
    expect(after.isencoes).toEqual([{ tipo: '65', descricao: 'Parcela isenta aos 65 anos (Lei 7.713/1988, art. 6º, XV)', competenciaInicio: after.competencia, doenca: null }]);
    const expected = await expectedProjection(people.maria, [{ tipo: '65', competenciaInicio: granted.competenciaInicio }], after.competencia);
    expect({ ...after, isencoes: after.isencoes.map(({ descricao: _, ...rest }: { descricao: string }) => rest) }).toEqual({ ...expected, dataPagamento: `${after.competencia}-25` });
    // The administrator sees the same figures.
    expect((await nextPaycheck(people.maria.link, admin)).json()).toEqual(after);

    // Granted: a new request → 409, and the page is told.
    const later = await ask(people.maria, 22);
    expect(later.statusCode).toBe(409);
    expect(later.json().message).toBe(EXEMPTION_REQUEST_MESSAGES.granted65(formatMonthBr(granted.competenciaInicio)));
    expect((await rules(22, people.maria.link, people.maria.token)).json().valores.isencaoConcedida).toEqual({ competenciaInicio: after.competencia });
  });

  it('Paulo already has the portion (seeded): 409 naming the month it started', async () => {
    const response = await ask(people.paulo, 22);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toMatch(/^A isenção aos 65 anos já foi concedida a este plano, a partir de [a-z]{3}\/\d{4}\.$/);
    const body = (await nextPaycheck(people.paulo.link, people.paulo.token)).json();
    // 4 380,00 − 1 903,98 = 2 476,02: under the first bracket, no tax; net = 4 380,00 − 289,90.
    expect(body).toMatchObject({ valorBruto: '4380.00', parcelaIsenta: '1903.98', baseCalculo: '2476.02', impostoRenda: '0.00', outrosDescontos: '289.90', valorLiquido: '4090.10' });
  });

  it('a regressive assisted person → 422 with the reason; the projection keeps the tax withheld', async () => {
    await setLink(people.paulo, { regimeTributacao: 'regressivo' });
    try {
      const shown = (await rules(22, people.paulo.link, people.paulo.token)).json();
      expect(shown).toMatchObject({ elegivel: false, motivos: [EXEMPTION_MESSAGES.regressive], elegivelEm: null });
      const response = await ask(people.paulo, 22);
      expect(response.statusCode).toBe(422);
      expect(response.json().message).toBe(EXEMPTION_MESSAGES.regressive);
      expect((await nextPaycheck(people.paulo.link, people.paulo.token)).json()).toMatchObject({ parcelaIsenta: '0.00', baseCalculo: '4380.00', isencoes: [] });
    } finally {
      await setLink(people.paulo, { regimeTributacao: 'progressivo' });
    }
  });

  it('someone under 65 is told the day they turn 65 (elegivelEm) → 422', async () => {
    const db = context.database.db;
    await db.update(pessoa).set({ dataNascimento: '1970-05-10' }).where(eq(pessoa.id, people.paulo.idPessoa));
    try {
      const shown = (await rules(22, people.paulo.link, people.paulo.token)).json();
      expect(shown).toMatchObject({ elegivel: false, motivos: ['A isenção vale a partir dos 65 anos: você completa 65 em 10/05/2035.'], elegivelEm: '2035-05-10' });
      const response = await ask(people.paulo, 22);
      expect(response.statusCode).toBe(422);
      expect(response.json().message).toBe('A isenção vale a partir dos 65 anos: você completa 65 em 10/05/2035.');
    } finally {
      await db.update(pessoa).set({ dataNascimento: '1958-01-30' }).where(eq(pessoa.id, people.paulo.idPessoa));
    }
  });

  it('403 for another person’s link and for a service not enabled (Carlos, a contributor); 401 without a session', async () => {
    const others = await ask({ ...people.carlos, link: people.maria.link }, 22);
    expect(others.statusCode).toBe(403);
    expect((await ask(people.maria, 22, {}, people.carlos.token)).statusCode).toBe(403);
    const notEnabled = await ask(people.carlos, 22);
    expect(notEnabled.statusCode).toBe(403);
    expect(notEnabled.json().message).toBe('Este serviço não está disponível para o seu plano.');
    expect((await rules(22, people.carlos.link, people.carlos.token)).statusCode).toBe(403);
    expect((await context.app.inject({ method: 'POST', url: '/api/criarSolicitacao', payload: { idPessoa: people.maria.idPessoa, idVinculoPlano: people.maria.link, idFuncionalidade: 22, dados: {} } })).statusCode).toBe(401);
  });
});

describe('serious-illness exemption (service 24)', () => {
  it('400 without the medical report, naming it; 400 for an illness not in the law’s list', async () => {
    const missing = await ask(people.paulo, 24, { dados: { doenca: 'Neoplasia maligna' } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual([{ path: 'idAnexos', message: 'Envie o documento: Laudo médico oficial.', type: 'required' }]);
    const { id } = (await uploadReport(people.paulo)).json();
    const unknown = await ask(people.paulo, 24, { dados: { doenca: 'Gripe' }, idAnexos: [id] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors[0].path).toBe('dados/doenca');
    const empty = await ask(people.paulo, 24, { dados: {}, idAnexos: [id] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors[0].path).toBe('dados/doenca');
  });

  it('201 with the report; a second → 409; concluded, the whole income is exempt in the next paycheck', async () => {
    const upload = await uploadReport(people.paulo);
    expect(upload.statusCode, upload.body).toBe(201);
    const created = await ask(people.paulo, 24, { dados: { doenca: 'Neoplasia maligna' }, idAnexos: [upload.json().id] });
    expect(created.statusCode, created.body).toBe(201);
    const { id, protocolo } = created.json();
    const detail = (await context.app.inject({ method: 'GET', url: `/api/retornarSolicitacao/${id}`, headers: bearer(people.paulo.token) })).json();
    expect(detail.dados).toEqual({ doenca: 'Neoplasia maligna' });
    expect(detail.anexos).toHaveLength(1);

    const second = await ask(people.paulo, 24, { dados: { doenca: 'Neoplasia maligna' }, idAnexos: [(await uploadReport(people.paulo)).json().id] });
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe(EXEMPTION_REQUEST_MESSAGES.openIllness(protocolo));

    expect((await conclude(id)).statusCode).toBe(200);
    const body = (await nextPaycheck(people.paulo.link, people.paulo.token)).json();
    expect(body).toMatchObject({ valorBruto: '4380.00', parcelaIsenta: '4380.00', baseCalculo: '0.00', impostoRenda: '0.00', valorLiquido: '4090.10' });
    expect(body.isencoes.map((item: { tipo: string }) => item.tipo)).toEqual(['65', 'molestia_grave']);
    expect(body.isencoes[1]).toMatchObject({ doenca: 'Neoplasia maligna', descricao: 'Isenção por moléstia grave (Lei 7.713/1988, art. 6º, XIV)' });

    const granted = await ask(people.paulo, 24, { dados: { doenca: 'Neoplasia maligna' }, idAnexos: [(await uploadReport(people.paulo)).json().id] });
    expect(granted.statusCode).toBe(409);
    expect(granted.json().message).toMatch(/^A isenção por moléstia grave já foi concedida a este plano, a partir de [a-z]{3}\/\d{4}\.$/);
  });

  it('403 for another person’s link and for Carlos (not enabled)', async () => {
    expect((await ask({ ...people.carlos, link: people.paulo.link }, 24, { dados: { doenca: 'Hanseníase' } })).statusCode).toBe(403);
    expect((await ask(people.carlos, 24, { dados: { doenca: 'Hanseníase' } })).statusCode).toBe(403);
  });
});

describe('GET /api/retornarProximoContracheque/{idVinculoPlano}', () => {
  it('401 without a session, 403 for another person’s link (or an absent one) or a segment without paychecks, 404 for a link without benefit payments or absent (administrator), 400 malformed', async () => {
    expect((await nextPaycheck(people.maria.link)).statusCode).toBe(401);
    expect((await nextPaycheck(people.maria.link, people.carlos.token)).statusCode).toBe(403);
    expect((await nextPaycheck(ABSENT, people.carlos.token)).statusCode).toBe(403);
    // Carlos contributes: the paychecks (20) are not among his services.
    expect((await nextPaycheck(people.carlos.link, people.carlos.token)).statusCode).toBe(403);
    // Offered to his segment anyway, his link has no benefit payment to project from.
    await withServiceOffered(context, people.carlos.link, 20, async () => {
      const none = await nextPaycheck(people.carlos.link, people.carlos.token);
      expect(none.statusCode).toBe(404);
      expect(none.json().message).toBe(NEXT_PAYCHECK_MESSAGES.noPayments);
    });
    expect((await nextPaycheck(ABSENT, admin)).statusCode).toBe(404);
    expect((await nextPaycheck(people.paulo.link, admin)).statusCode).toBe(200);
    const malformed = await nextPaycheck('abc', people.maria.token);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().errors[0].path).toBe('params/idVinculoPlano');
  });
});
