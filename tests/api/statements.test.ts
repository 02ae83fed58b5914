import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { format } from 'date-fns';
import { and, asc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatCpf } from '@/domain/cpf';
import { formatBrl } from '@/domain/format-decimal';
import { Money } from '@/domain/money';
import { contribuicao } from '@/server/db/schema/contributions';
import { vinculoPlano } from '@/server/db/schema/plans';
import { DEMO_FUND_IDENTITY } from '@/server/db/seed/demo';
import { lastPaycheck } from '@/server/modules/dashboard/repository';
import { apiOf, createTestContext, DEMO_ACCOUNTS, login, type TestContext } from './helpers';
import { pdfText } from './pdf-text';

let context: TestContext;
type Session = { token: string; idPessoa: number };
let admin: Session, carlos: Session, maria: Session, paulo: Session;
let mariaLink: number, pauloLink: number, carlosHpe: number;
const FUND_CNPJ = '11.222.333/0001-81';

async function firstLinkOf(idPessoa: number) {
  const [row] = await context.database.db.select({ id: vinculoPlano.id }).from(vinculoPlano).where(eq(vinculoPlano.idPessoa, idPessoa)).orderBy(asc(vinculoPlano.id)).limit(1);
  return row.id;
}

beforeAll(async () => {
  context = await createTestContext();
  [admin, carlos, maria, paulo] = await Promise.all([DEMO_ACCOUNTS.ana, DEMO_ACCOUNTS.carlos, DEMO_ACCOUNTS.maria, DEMO_ACCOUNTS.paulo].map((account) => login(context.app, account.cpf)));
  [mariaLink, pauloLink, carlosHpe] = await Promise.all([firstLinkOf(maria.idPessoa), firstLinkOf(paulo.idPessoa), firstLinkOf(carlos.idPessoa)]);
});
afterAll(() => context.close());

const { get } = apiOf(() => context.app);

/** `PDF_DUMP_DIR=/tmp/pdfs npx vitest run tests/api/statements.test.ts` keeps the PDFs to look at (pdftoppm -png). */
function keep(name: string, pdf: Buffer) {
  const folder = process.env.PDF_DUMP_DIR;
  if (!folder) return;
  mkdirSync(folder, { recursive: true });
  writeFileSync(path.join(folder, name), pdf);
}

/** A PDF answer as the API sends it: the headers of a download named for what and whose, a tagged PDF in pt-BR; its text. */
function expectPdf(response: Awaited<ReturnType<typeof get>>, fileName: string) {
  expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
  expect(response.headers['content-type']).toBe('application/pdf');
  expect(response.headers['content-disposition']).toBe(`attachment; filename="${fileName}"`);
  expect(response.headers['cache-control']).toBe('private, no-store');
  const pdf = response.rawPayload;
  expect(pdf.subarray(0, 8).toString('latin1')).toBe('%PDF-1.7');
  const raw = pdf.toString('latin1');
  expect(raw).toContain('/StructTreeRoot');
  expect(raw).toContain('/Lang (pt-BR)');
  expect(raw).toContain('/Alt'); // the plan's logo, a figure read by its alternative text
  keep(fileName, pdf);
  // One line of text: a long title or paragraph may wrap anywhere.
  return pdfText(pdf).replace(/ ?\n/g, ' ');
}

const sumOf = (values: string[]) => values.reduce((total, value) => total.plus(value), new Money(0)).toFixed(2);

async function paidContributionsSum(idVinculoPlano: number, year: number, types: Array<'basica' | 'suplementar' | 'esporadica' | 'patrocinadora'>) {
  const [row] = await context.database.db
    .select({ total: sql<string>`coalesce(sum(${contribuicao.valor}), 0)::numeric(14,2)::text` })
    .from(contribuicao)
    .where(
      and(
        eq(contribuicao.idVinculoPlano, idVinculoPlano),
        eq(contribuicao.status, 'paga'),
        inArray(contribuicao.tipo, types),
        gte(contribuicao.competencia, `${year}-01-01`),
        lt(contribuicao.competencia, `${year + 1}-01-01`),
      ),
    );
  return row.total;
}

describe('GET /api/retornarContracheques/{idVinculoPlano}', () => {
  it('lists the paid paychecks newest first, the 13th beside its December', async () => {
    const response = await get(`/api/retornarContracheques/${mariaLink}`, maria);
    expect(response.statusCode).toBe(200);
    const { contracheques } = response.json();
    const today = format(new Date(), 'yyyy-MM-dd');
    expect(contracheques.length).toBeGreaterThan(20);
    expect(contracheques.every((row: { dataPagamento: string }) => row.dataPagamento <= today)).toBe(true);
    const months = contracheques.map((row: { competencia: string }) => row.competencia);
    expect(months).toEqual([...months].sort().reverse());
    expect(contracheques).toContainEqual({ competencia: '2025-12', tipo: 'abono_anual', valorBruto: '6850.00', valorLiquido: '6041.96', dataPagamento: '2025-12-20' });
    expect(contracheques).toContainEqual({ competencia: '2025-06', tipo: 'mensal', valorBruto: '6850.00', valorLiquido: '5629.61', dataPagamento: '2025-06-25' });
    expect(months.at(-1)).toBe('2024-02');
  });

  it('is not among a contributor’s services (403), refuses another person (403) and visitors (401), and an administrator reads anyone’s', async () => {
    const contributor = await get(`/api/retornarContracheques/${carlosHpe}`, carlos);
    expect(contributor.statusCode).toBe(403);
    expect(contributor.json().message).toBe('Este serviço não está disponível para o seu plano.');
    expect((await get(`/api/retornarProximoContracheque/${carlosHpe}`, carlos)).statusCode).toBe(403);
    expect((await get(`/api/retornarContracheques/${mariaLink}`, carlos)).statusCode).toBe(403);
    expect((await get(`/api/retornarContracheques/${mariaLink}`)).statusCode).toBe(401);
    const asAdmin = await get(`/api/retornarContracheques/${mariaLink}`, admin);
    expect(asAdmin.statusCode).toBe(200);
    expect(asAdmin.json().contracheques.length).toBeGreaterThan(20);
    expect((await get('/api/retornarContracheques/99999999', admin)).statusCode).toBe(404);
    expect((await get('/api/retornarContracheques/abc', maria)).statusCode).toBe(400);
  });
});

describe('GET /api/retornarContracheque/{idVinculoPlano}/{AAAA-MM}', () => {
  it('gives the lines, which add up to the net value, and the totals', async () => {
    const response = await get(`/api/retornarContracheque/${mariaLink}/2025-06`, maria);
    expect(response.statusCode).toBe(200);
    const paycheck = response.json();
    expect(paycheck).toMatchObject({ competencia: '2025-06', tipo: 'mensal', valorBruto: '6850.00', impostoRenda: '808.04', outrosDescontos: '412.35', valorLiquido: '5629.61', dataPagamento: '2025-06-25' });
    const lines = paycheck.rubricas as Array<{ tipo: string; valor: string }>;
    const earnings = sumOf(lines.filter((line) => line.tipo === 'provento').map((line) => line.valor));
    const deductions = sumOf(lines.filter((line) => line.tipo === 'desconto').map((line) => line.valor));
    expect(new Money(earnings).minus(deductions).toFixed(2)).toBe(paycheck.valorLiquido);
    expect([paycheck.totalProventos, paycheck.totalDescontos]).toEqual([earnings, deductions]);
  });

  it('gives the 13th with tipo=abono_anual, and Paulo’s exempt portion', async () => {
    const thirteenth = (await get(`/api/retornarContracheque/${mariaLink}/2025-12?tipo=abono_anual`, maria)).json();
    expect(thirteenth).toMatchObject({ tipo: 'abono_anual', valorBruto: '6850.00', impostoRenda: '808.04', valorLiquido: '6041.96', dataPagamento: '2025-12-20' });
    const december = (await get(`/api/retornarContracheque/${mariaLink}/2025-12`, maria)).json();
    expect(december.tipo).toBe('mensal');
    const pauloMonth = (await get(`/api/retornarContracheque/${pauloLink}/2025-03`, paulo)).json();
    expect(pauloMonth).toMatchObject({ valorBruto: '4380.00', parcelaIsenta: '1903.98', impostoRenda: '0.00', valorLiquido: '4090.10' });
  });

  it('gives the same paycheck as a PDF: lines, totals and net as the JSON, fund and beneficiary identified', async () => {
    const json = (await get(`/api/retornarContracheque/${mariaLink}/2025-06`, maria)).json();
    const text = expectPdf(await get(`/api/retornarContracheque/${mariaLink}/2025-06?formato=pdf`, maria), 'contracheque-2025-06-100201.pdf'.replace('100201', await registrationOf(mariaLink)));
    for (const expected of ['Maria Assistida', formatCpf(DEMO_ACCOUNTS.maria.cpf), DEMO_FUND_IDENTITY.nome, FUND_CNPJ, 'HPE', 'jun/2025', '25/06/2025']) expect(text).toContain(expected);
    for (const line of json.rubricas) {
      expect(text).toContain(line.descricao);
      expect(text).toContain(formatBrl(line.valor));
    }
    for (const total of [json.totalProventos, json.totalDescontos, json.valorLiquido]) expect(text).toContain(formatBrl(total));
    expect(text).toMatch(/Página 1 de 1(?!\d)/);
    const thirteenth = expectPdf(await get(`/api/retornarContracheque/${mariaLink}/2025-12?formato=pdf&tipo=abono_anual`, maria), `contracheque-13-2025-${await registrationOf(mariaLink)}.pdf`);
    expect(thirteenth).toContain('Abono anual (13º)');
  });

  it('answers 404 in Portuguese for a month without a paycheck, 400 for a bad month or option', async () => {
    const before = await get(`/api/retornarContracheque/${mariaLink}/2023-05`, maria);
    expect(before.statusCode).toBe(404);
    expect(before.json().message).toBe('Não há contracheque da competência mai/2023 neste plano.');
    expect((await get(`/api/retornarContracheque/${mariaLink}/2025-06?tipo=abono_anual`, maria)).json().message).toBe('Não há abono anual (13º) da competência jun/2025 neste plano.');
    expect((await get(`/api/retornarContracheque/${mariaLink}/2023-05?formato=pdf`, maria)).statusCode).toBe(404);
    for (const bad of ['2025-13', '2025-6', '25-06', '2025-06-01', 'junho']) {
      const response = await get(`/api/retornarContracheque/${mariaLink}/${bad}`, maria);
      expect(response.statusCode, bad).toBe(400);
      expect(response.json().errors[0].path).toBe('params/competencia');
    }
    expect((await get(`/api/retornarContracheque/${mariaLink}/2025-06?formato=xml`, maria)).statusCode).toBe(400);
    expect((await get(`/api/retornarContracheque/${mariaLink}/2025-06?tipo=ferias`, maria)).statusCode).toBe(400);
  });

  it('refuses another person’s link (403) and visitors (401); an administrator reads anyone’s', async () => {
    expect((await get(`/api/retornarContracheque/${mariaLink}/2025-06`, carlos)).statusCode).toBe(403);
    expect((await get(`/api/retornarContracheque/${mariaLink}/2025-06?formato=pdf`, carlos)).statusCode).toBe(403);
    expect((await get(`/api/retornarContracheque/${mariaLink}/2025-06`)).statusCode).toBe(401);
    const asAdmin = await get(`/api/retornarContracheque/${mariaLink}/2025-06?formato=pdf`, admin);
    expect(pdfText(asAdmin.rawPayload)).toContain('Maria Assistida');
  });
});

async function registrationOf(idVinculoPlano: number) {
  const [row] = await context.database.db.select({ matricula: vinculoPlano.matricula }).from(vinculoPlano).where(eq(vinculoPlano.id, idVinculoPlano));
  return row.matricula;
}

describe('GET /api/retornarInformeRendimentos/{idVinculoPlano}/{ano}', () => {
  it('Paulo 2025: 12 × 2 476,02 taxable, 12 × 1 903,98 exempt, the 13th and its tax apart', async () => {
    const response = await get(`/api/retornarInformeRendimentos/${pauloLink}/2025?formato=json`, paulo);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      ano: 2025,
      tipo: 'beneficiario',
      rendimentosTributaveis: '29712.24',
      contribuicaoPrevidenciaComplementar: '0.00',
      impostoRetido: '0.00',
      parcelaIsenta: '22847.76',
      parcelaIsentaDecimoTerceiro: '0.00',
      decimoTerceiro: '4380.00',
      impostoDecimoTerceiro: '173.39',
      contribuicoesDedutiveis: { basica: '0.00', suplementar: '0.00', esporadica: '0.00', total: '0.00' },
      pagamentos: 13,
      planosSaude: [{ nomeOperadora: 'Cuidar Bem Assistência Médica Exemplo Ltda.', cnpjOperadora: '58.204.731/0001-39', valorTitular: '3478.80', dependentes: [], total: '3478.80' }],
    });
  });

  it('gives the PDF by default, in the layout of the Receita’s comprovante, with the figures of the JSON', async () => {
    const json = (await get(`/api/retornarInformeRendimentos/${mariaLink}/2025?formato=json`, maria)).json();
    expect(json).toMatchObject({ rendimentosTributaveis: '82200.00', impostoRetido: '9794.04', decimoTerceiro: '6850.00', impostoDecimoTerceiro: '808.04' });
    const text = expectPdf(await get(`/api/retornarInformeRendimentos/${mariaLink}/2025`, maria), `informe-rendimentos-2025-${await registrationOf(mariaLink)}.pdf`);
    for (const expected of [
      'Comprovante de Rendimentos Pagos e de Imposto sobre a Renda Retido na Fonte',
      '1. Fonte pagadora pessoa jurídica',
      '2. Pessoa física beneficiária dos rendimentos',
      '3. Rendimentos tributáveis, deduções e imposto sobre a renda retido na fonte',
      '4. Rendimentos isentos e não tributáveis',
      '5. Rendimentos sujeitos à tributação exclusiva (rendimento líquido)',
      '6. Rendimentos recebidos acumuladamente (art. 12-A da Lei nº 7.713, de 1988)',
      '7. Informações complementares',
      '8. Responsável pelas informações',
      'Ano-calendário de 2025',
      'Maria Assistida',
      formatCpf(DEMO_ACCOUNTS.maria.cpf),
      DEMO_FUND_IDENTITY.nome,
      FUND_CNPJ,
    ]) {
      expect(text).toContain(expected);
    }
    for (const figure of [json.rendimentosTributaveis, json.impostoRetido, json.decimoTerceiro, json.impostoDecimoTerceiro]) expect(text).toContain(formatBrl(figure));
  });

  it('a contributor’s: the own contributions paid in the year, never the sponsor’s, in quadro 7 (not 3.03: the employer reports those)', async () => {
    const json = (await get(`/api/retornarInformeRendimentos/${carlosHpe}/2025?formato=json`, carlos)).json();
    const own = await paidContributionsSum(carlosHpe, 2025, ['basica', 'suplementar', 'esporadica']);
    expect(json.tipo).toBe('contribuinte');
    expect(json.contribuicoesDedutiveis.total).toBe(own);
    expect(json.contribuicoesDedutiveis.basica).toBe(await paidContributionsSum(carlosHpe, 2025, ['basica']));
    expect(json.contribuicaoPrevidenciaComplementar).toBe('0.00');
    expect(json).toMatchObject({ rendimentosTributaveis: '0.00', impostoRetido: '0.00', pagamentos: 0 });
    const sponsor = await paidContributionsSum(carlosHpe, 2025, ['patrocinadora']);
    expect(new Money(sponsor).gt(0)).toBe(true);
    const text = expectPdf(await get(`/api/retornarInformeRendimentos/${carlosHpe}/2025?formato=pdf`, carlos), `informe-rendimentos-2025-${await registrationOf(carlosHpe)}.pdf`);
    expect(text).toContain('Carlos Contribuinte');
    expect(text).toContain(formatCpf(DEMO_ACCOUNTS.carlos.cpf));
    expect(text).toContain('Total dedutível');
    expect(text).toContain('informe cada contribuição uma única vez');
    expect(text).toContain(formatBrl(own));
    expect(text).not.toContain(formatBrl(new Money(own).plus(sponsor).toFixed(2)));
  });

  it('answers 404 for a year with nothing and for the year still running, 400 for a bad year', async () => {
    const empty = await get(`/api/retornarInformeRendimentos/${pauloLink}/2015`, paulo);
    expect(empty.statusCode).toBe(404);
    expect(empty.json().message).toBe('Não há rendimentos pagos nem contribuições em 2015 neste plano: não há informe de rendimentos desse ano.');
    const year = new Date().getFullYear();
    const running = await get(`/api/retornarInformeRendimentos/${pauloLink}/${year}`, paulo);
    expect(running.statusCode).toBe(404);
    expect(running.json().message).toContain('ainda não foi emitido');
    for (const bad of ['abc', '20255', '0', '2025.5']) expect((await get(`/api/retornarInformeRendimentos/${pauloLink}/${bad}`, paulo)).statusCode, bad).toBe(400);
    expect((await get(`/api/retornarInformeRendimentos/${pauloLink}/2025?formato=csv`, paulo)).statusCode).toBe(400);
  });

  it('refuses another person’s link (403) and visitors (401); an administrator reads anyone’s', async () => {
    expect((await get(`/api/retornarInformeRendimentos/${mariaLink}/2025`, carlos)).statusCode).toBe(403);
    expect((await get(`/api/retornarInformeRendimentos/${mariaLink}/2025`)).statusCode).toBe(401);
    expect(pdfText((await get(`/api/retornarInformeRendimentos/${pauloLink}/2025`, admin)).rawPayload)).toContain('Paulo Pensionista');
  });
});

describe('GET /api/retornarInformesRendimentos/{idVinculoPlano}', () => {
  it('lists one report per finished year with the figures of each year’s report', async () => {
    const { informes } = (await get(`/api/retornarInformesRendimentos/${pauloLink}`, paulo)).json();
    const years = informes.map((row: { ano: number }) => row.ano);
    expect(years).toEqual([...Array(new Date().getFullYear() - 2024).keys()].map((index) => new Date().getFullYear() - 1 - index));
    const { tipo: _tipo, ...of2025 } = (await get(`/api/retornarInformeRendimentos/${pauloLink}/2025?formato=json`, paulo)).json();
    expect(informes.find((row: { ano: number }) => row.ano === 2025)).toEqual(of2025);
    // 2024 began in February, with the first table kept.
    expect(informes.find((row: { ano: number }) => row.ano === 2024).pagamentos).toBe(12);
    expect((await get(`/api/retornarInformesRendimentos/${pauloLink}`, carlos)).statusCode).toBe(403);
    expect((await get(`/api/retornarInformesRendimentos/${pauloLink}`)).statusCode).toBe(401);
  });

  it('names the paying source as the PDF’s section 1 does: the fund’s name and CNPJ, to type in the declaration', async () => {
    const { fontePagadora } = (await get(`/api/retornarInformesRendimentos/${mariaLink}`, maria)).json();
    expect(fontePagadora).toEqual({ nome: DEMO_FUND_IDENTITY.nome, cnpj: '11.222.333/0001-81' });
    const text = pdfText((await get(`/api/retornarInformeRendimentos/${mariaLink}/2025`, maria)).rawPayload);
    expect(text).toContain(fontePagadora.nome);
    expect(text).toContain(fontePagadora.cnpj);
  });
});

describe('GET /api/retornarDemonstrativoContribuicao/{idVinculoPlano}/{ano}', () => {
  it('gives the year by month and type, with the totals of the rows and the own (deductible) total', async () => {
    const json = (await get(`/api/retornarDemonstrativoContribuicao/${carlosHpe}/2025?formato=json`, carlos)).json();
    expect(json.meses.map((month: { competencia: string }) => month.competencia)).toEqual(Array.from({ length: 12 }, (_, index) => `2025-${String(index + 1).padStart(2, '0')}`));
    expect(json.totaisPorTipo.basica).toBe(await paidContributionsSum(carlosHpe, 2025, ['basica']));
    expect(json.totaisPorTipo.patrocinadora).toBe(await paidContributionsSum(carlosHpe, 2025, ['patrocinadora']));
    expect(json.totalProprias).toBe(await paidContributionsSum(carlosHpe, 2025, ['basica', 'suplementar', 'esporadica']));
    expect(json.total).toBe(await paidContributionsSum(carlosHpe, 2025, ['basica', 'suplementar', 'esporadica', 'patrocinadora']));
    expect(sumOf(json.meses.map((month: { total: string }) => month.total))).toBe(json.total);
    // Carlos at HPE: 6 % basic of (1,0833 × 12 500 − 7 473,30) = 364,08 a month, and the sponsor matches it.
    expect(json.meses[0].porTipo).toEqual({ basica: '364.08', suplementar: '677.06', esporadica: '0.00', patrocinadora: '364.08' });

    const text = expectPdf(await get(`/api/retornarDemonstrativoContribuicao/${carlosHpe}/2025`, carlos), `demonstrativo-contribuicao-2025-${await registrationOf(carlosHpe)}.pdf`);
    for (const expected of ['Demonstrativo de contribuições de 2025', 'Carlos Contribuinte', formatCpf(DEMO_ACCOUNTS.carlos.cpf), DEMO_FUND_IDENTITY.nome, FUND_CNPJ, 'jan/2025', 'dez/2025']) {
      expect(text).toContain(expected);
    }
    for (const figure of [json.totalProprias, json.totalPatrocinadora, json.total, json.totaisPorTipo.basica, json.totaisPorTipo.suplementar]) expect(text).toContain(formatBrl(figure));
  });

  it('answers 404 for a year without contributions, 400 for a bad year, 403/401 as usual; an administrator reads anyone’s', async () => {
    const none = await get(`/api/retornarDemonstrativoContribuicao/${mariaLink}/2025`, maria);
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toBe('Não há contribuições pagas em 2025 neste plano.');
    expect((await get(`/api/retornarDemonstrativoContribuicao/${carlosHpe}/1999`, carlos)).statusCode).toBe(404);
    expect((await get(`/api/retornarDemonstrativoContribuicao/${carlosHpe}/dois-mil`, carlos)).statusCode).toBe(400);
    expect((await get(`/api/retornarDemonstrativoContribuicao/${carlosHpe}/2025`, maria)).statusCode).toBe(403);
    expect((await get(`/api/retornarDemonstrativoContribuicao/${carlosHpe}/2025`)).statusCode).toBe(401);
    expect((await get(`/api/retornarDemonstrativoContribuicao/${carlosHpe}/2025`, admin)).statusCode).toBe(200);
  });
});

describe('GET /api/retornarDemonstrativosContribuicao/{idVinculoPlano}', () => {
  it('lists the years with contributions and the totals of each year’s statement', async () => {
    const { anos } = (await get(`/api/retornarDemonstrativosContribuicao/${carlosHpe}`, carlos)).json();
    expect(anos.length).toBeGreaterThanOrEqual(10);
    expect(anos.map((row: { ano: number }) => row.ano)).toEqual([...anos.map((row: { ano: number }) => row.ano)].sort().reverse());
    const { meses: _meses, ...of2025 } = (await get(`/api/retornarDemonstrativoContribuicao/${carlosHpe}/2025?formato=json`, carlos)).json();
    expect(anos.find((row: { ano: number }) => row.ano === 2025)).toEqual(of2025);
    expect((await get(`/api/retornarDemonstrativosContribuicao/${mariaLink}`, maria)).json().anos.every((row: { ano: number }) => row.ano < 2025)).toBe(true);
    expect((await get(`/api/retornarDemonstrativosContribuicao/${carlosHpe}`, paulo)).statusCode).toBe(403);
  });
});

describe('the home page’s last paycheck', () => {
  it('is the last monthly one, not December’s 13th paid earlier in the month', async () => {
    // On 22/12/2025 the 13th (paid on the 20th) is out, December's monthly benefit (the 25th) not yet.
    const row = await lastPaycheck(context.database.db, mariaLink, '2025-12-22');
    expect(row).toMatchObject({ competencia: '2025-11-01', tipo: 'mensal' });
  });
});
