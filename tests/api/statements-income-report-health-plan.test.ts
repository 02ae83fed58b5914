import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { isValidCnpj } from '@brazilian-utils/brazilian-utils';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatBrl } from '@/domain/format-decimal';
import { Money } from '@/domain/money';
import { incomeReportFigures } from '@/domain/benefits-documents';
import { operadoraSaude } from '@/server/db/schema/statements';
import { vinculoPlano } from '@/server/db/schema/plans';
import { DEMO_FUND_IDENTITY, DEMO_HEALTH_PLAN_OPERATORS } from '@/server/db/seed/demo';
import { renderIncomeReportPdf } from '@/server/documents/income-report';
import { apiOf, createTestContext, DEMO_ACCOUNTS, login, type TestContext } from './helpers';
import { pdfText } from './pdf-text';

/**
 * Issue 26: Maria's paychecks deduct 'Plano de saúde'; her income report's quadro 7 lists what was paid to the health
 * plan in the year, with the operator's name and CNPJ (the Receita's layout), the same figure in the JSON, the list
 * the page reads and the PDF.
 */
let context: TestContext;
type Session = { token: string; idPessoa: number };
let admin: Session, carlos: Session, maria: Session, paulo: Session;
let mariaLink: number, pauloLink: number, carlosHpe: number;

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

/** The 'Plano de saúde' lines of a link's paychecks of a year (monthly and 13th), summed by the database from the stored lines. */
async function healthPlanLinesSum(idVinculoPlano: number, year: number) {
  const { rows } = (await context.database.db.execute(sql`
    select coalesce(sum((line ->> 'valor')::numeric), 0)::numeric(14, 2)::text as total, count(*)::int as linhas
    from pagamento_beneficio, jsonb_array_elements(rubricas) as line
    where id_vinculo_plano = ${idVinculoPlano} and competencia >= ${`${year}-01-01`} and competencia < ${`${year + 1}-01-01`}
      and line ->> 'descricao' = 'Plano de saúde' and line ->> 'tipo' = 'desconto'`)) as unknown as { rows: Array<{ total: string; linhas: number }> };
  return rows[0];
}

/** `PDF_DUMP_DIR=/tmp/pdfs npx vitest run tests/api/statements-income-report-health-plan.test.ts` keeps the PDF to look at. */
function keep(name: string, pdf: Buffer) {
  if (!process.env.PDF_DUMP_DIR) return;
  mkdirSync(process.env.PDF_DUMP_DIR, { recursive: true });
  writeFileSync(path.join(process.env.PDF_DUMP_DIR, name), pdf);
}

describe('GET /api/retornarInformeRendimentos/{idVinculoPlano}/{ano}: the health plan in quadro 7', () => {
  it('Maria 2025 lists the operator, its CNPJ as 00.000.000/0000-00 and the year’s total, the sum of her paychecks’ lines', async () => {
    const stored = await healthPlanLinesSum(mariaLink, 2025);
    expect(stored).toEqual({ total: '4948.20', linhas: 12 }); // 12 × 412,35; her 13th deducts nothing
    const response = await get(`/api/retornarInformeRendimentos/${mariaLink}/2025?formato=json`, maria);
    expect(response.statusCode).toBe(200);
    expect(response.json().planosSaude).toEqual([
      { nomeOperadora: DEMO_HEALTH_PLAN_OPERATORS.hpe.nome, cnpjOperadora: '47.382.916/0001-17', valorTitular: stored.total, dependentes: [], total: stored.total },
    ]);
  });

  it('the operators are kept with a name and a CNPJ whose check digits are valid', async () => {
    const operators = await context.database.db.select().from(operadoraSaude).orderBy(asc(operadoraSaude.id));
    expect(operators.map((operator) => operator.nome)).toEqual([DEMO_HEALTH_PLAN_OPERATORS.hpe.nome, DEMO_HEALTH_PLAN_OPERATORS.dxc.nome]);
    for (const operator of operators) expect(isValidCnpj(operator.cnpj), operator.cnpj).toBe(true);
  });

  it('Paulo 2025: his sponsor’s operator and 12 × 289,90; 2024 began in February: 11 months', async () => {
    const of2025 = (await get(`/api/retornarInformeRendimentos/${pauloLink}/2025?formato=json`, paulo)).json();
    expect(of2025.planosSaude).toEqual([{ nomeOperadora: DEMO_HEALTH_PLAN_OPERATORS.dxc.nome, cnpjOperadora: '58.204.731/0001-39', valorTitular: '3478.80', dependentes: [], total: '3478.80' }]);
    const of2024 = (await get(`/api/retornarInformeRendimentos/${pauloLink}/2024?formato=json`, paulo)).json();
    expect(of2024.planosSaude[0].total).toBe((await healthPlanLinesSum(pauloLink, 2024)).total);
    expect(of2024.planosSaude[0].total).toBe(new Money('289.90').times(11).toFixed(2));
  });

  it('a contributor without paychecks has no health plan in the report', async () => {
    const response = await get(`/api/retornarInformeRendimentos/${carlosHpe}/2025?formato=json`, carlos);
    expect(response.json().planosSaude).toEqual([]);
  });

  it('the PDF’s quadro 7 names the operator and its CNPJ and has the figure of the JSON', async () => {
    const json = (await get(`/api/retornarInformeRendimentos/${mariaLink}/2025?formato=json`, maria)).json();
    const response = await get(`/api/retornarInformeRendimentos/${mariaLink}/2025`, maria);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    keep('informe-rendimentos-2025-maria.pdf', response.rawPayload);
    const text = pdfText(response.rawPayload).replace(/ ?\n/g, ' ');
    const quadro7 = text.slice(text.indexOf('7. Informações complementares'), text.indexOf('8. Responsável pelas informações'));
    for (const expected of [
      'Plano de saúde',
      'dedutíveis como despesa médica',
      `Operadora do plano de saúde: ${DEMO_HEALTH_PLAN_OPERATORS.hpe.nome}`,
      'CNPJ da operadora: 47.382.916/0001-17',
      'Titular: Maria Assistida',
      formatBrl(json.planosSaude[0].valorTitular),
    ]) {
      expect(quadro7).toContain(expected);
    }
    expect(formatBrl(json.planosSaude[0].valorTitular)).toBe('R$\u00a04.948,20');
  });

  it('the list the page reads carries the same health-plan figures as each year’s report', async () => {
    const { informes } = (await get(`/api/retornarInformesRendimentos/${mariaLink}`, maria)).json();
    const of2025 = (await get(`/api/retornarInformeRendimentos/${mariaLink}/2025?formato=json`, maria)).json();
    expect(informes.find((row: { ano: number }) => row.ano === 2025).planosSaude).toEqual(of2025.planosSaude);
  });

  it('another person’s report is refused (403), a visitor’s call too (401); an administrator reads it', async () => {
    expect((await get(`/api/retornarInformeRendimentos/${mariaLink}/2025?formato=json`, carlos)).statusCode).toBe(403);
    expect((await get(`/api/retornarInformeRendimentos/${mariaLink}/2025?formato=json`)).statusCode).toBe(401);
    const asAdmin = await get(`/api/retornarInformeRendimentos/${mariaLink}/2025?formato=json`, admin);
    expect(asAdmin.json().planosSaude[0].total).toBe('4948.20');
  });
});

describe('the income report PDF with a dependant in the health plan', () => {
  it('lists the holder and each dependant (name, CPF, birth date, amount) and the total paid to the operator', async () => {
    const operator = { id: 7, ...DEMO_HEALTH_PLAN_OPERATORS.hpe };
    const line = (valor: string, dependant?: { cpf: string; nome: string; dataNascimento: string }) => ({
      codigo: '601',
      descricao: 'Plano de saúde',
      tipo: 'desconto' as const,
      valor,
      idOperadoraSaude: operator.id,
      ...(dependant ? { dependenteSaude: dependant } : {}),
    });
    const jose = { cpf: '38615219036', nome: 'José Assistido', dataNascimento: '1952-06-30' };
    const payments = Array.from({ length: 12 }, () => ({ tipo: 'mensal' as const, valorBruto: '6850.00', parcelaIsenta: '0.00', impostoRenda: '808.04', rubricas: [line('412.35'), line('198.40', jose)] }));
    const report = { ano: 2025, tipo: 'beneficiario' as const, ...incomeReportFigures(payments, [], [operator]) };
    expect(report.planosSaude[0]).toMatchObject({ valorTitular: '4948.20', total: '7329.00', dependentes: [{ cpf: '386.152.190-36', valor: '2380.80' }] });
    const link = { id: 1, idPessoa: 1, idPlano: 1, idPerfilInvestimento: null, matricula: '100077', regimeTributacao: 'progressivo' as const, nome: 'Maria Assistida', cpf: DEMO_ACCOUNTS.maria.cpf, plano: 'HPE', temPerfil: 'S' as const, corPrimaria: null };
    const stream = await renderIncomeReportPdf(report, { fund: DEMO_FUND_IDENTITY, link, generatedAt: new Date('2026-02-10T12:00:00Z') });
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
    keep('informe-rendimentos-dependente.pdf', Buffer.concat(chunks));
    const text = pdfText(Buffer.concat(chunks)).replace(/ ?\n/g, ' ');
    for (const expected of ['Titular: Maria Assistida', 'Dependente: José Assistido', '386.152.190-36', '30/06/1952', 'R$\u00a02.380,80', 'Total pago à operadora', 'R$\u00a07.329,00']) {
      expect(text).toContain(expected);
    }
  });
});
