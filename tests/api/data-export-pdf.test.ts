import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatCpf } from '@/domain/cpf';
import { formatBrl, formatPercent } from '@/domain/format-decimal';
import { auditoria } from '@/server/db/schema/audit';
import { CARLOS_DESIGNATED } from '@/server/db/seed/dependants';
import { apiOf, createTestContext, DEMO_ACCOUNTS, login, type TestContext } from './helpers';
import { pdfText } from './pdf-text';

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

const { get } = apiOf(() => context.app);

describe('GET /api/exportarDados/{idPessoa}?formato=pdf', () => {
  it('gives the same data as a readable, tagged PDF, with the figures as the profile page shows them', async () => {
    const response = await get(`/api/exportarDados/${carlos.idPessoa}?formato=pdf`, carlos.token);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="meus-dados-\d{4}-\d{2}-\d{2}\.pdf"$/);
    expect(response.headers['cache-control']).toBe('no-store');
    const pdf = response.rawPayload;
    expect(pdf.subarray(0, 8).toString('latin1')).toBe('%PDF-1.7');
    // Tagged for screen readers, in Portuguese, its title shown by the reader.
    const raw = pdf.toString('latin1');
    expect(raw).toContain('/StructTreeRoot');
    expect(raw).toContain('/MarkInfo');
    expect(raw).toContain('/Marked true');
    expect(raw).toContain('/Lang (pt-BR)');
    expect(raw).toMatch(/\/DisplayDocTitle true/);

    const text = pdfText(pdf);
    const profile = (await get(`/api/retornarPerfil/${carlos.idPessoa}`, carlos.token)).json();
    expect(text).toContain('Carlos Contribuinte');
    expect(text).toContain('529.982.247-25');
    expect(text).toContain('Previdência · Portal do Participante'); // accents drawn, not mangled
    expect(text).toMatch(/^Página 1 de \d+$/m);
    for (const heading of ['Dados pessoais', 'Endereço', 'Vínculos com planos', 'Contribuições', 'Solicitações', 'Mensagens', 'Dependentes e beneficiários', 'Beneficiários indicados', 'Representantes legais', 'Pessoas que você representa', 'Comunicações de falecimento enviadas']) {
      expect(text).toContain(heading);
    }
    // The beneficiaries he designated for his HPE balance (src/server/db/seed/dependants.ts), CPF as on the other rows.
    for (const designated of CARLOS_DESIGNATED) {
      expect(text).toContain(designated.nome);
      expect(text).toContain(formatCpf(designated.cpf));
      expect(text).toContain(formatPercent(designated.percentual));
    }
    expect(text).toContain(formatBrl(profile.vinculos[0].salario)); // R$ 12.500,00
    expect(text).toContain(formatPercent(profile.vinculos[0].percentualBasica)); // 6,00 %
    // Every contribution is in it: each one's competence row (720 of them, as in the JSON).
    const json = (await get(`/api/exportarDados/${carlos.idPessoa}`, carlos.token)).json();
    // Counted within the contributions' section (the balance summary before it names the same accounts).
    const contributionSection = text.slice(text.indexOf('\nContribuições\n'), text.indexOf('\nPagamentos de benefício\n'));
    const contributionRows = contributionSection.split('\n').filter((line) => /^(Básica|Suplementar|Patrocinadora|Esporádica)$/.test(line));
    expect(contributionRows).toHaveLength(json.contribuicoes.length);
    expect(text).not.toContain('argon2');

    const audit = await context.database.db
      .select({ detalhes: auditoria.detalhes })
      .from(auditoria)
      .where(and(eq(auditoria.idPessoaAlvo, carlos.idPessoa), eq(auditoria.acao, 'dados.exportados')));
    expect(audit.map((row) => row.detalhes)).toContainEqual({ formato: 'pdf' });
    // The next export lists that one among the audit records, in words rather than the stored action code.
    const again = pdfText((await get(`/api/exportarDados/${carlos.idPessoa}?formato=pdf`, carlos.token)).rawPayload);
    const auditSection = again.slice(again.indexOf('\nRegistros de auditoria\n'));
    expect(auditSection).toContain('Baixou os dados pessoais');
    expect(auditSection).not.toContain('dados.exportados');
  });

  it('keeps the JSON as the default and with formato=json, and refuses other formats (400)', async () => {
    for (const url of [`/api/exportarDados/${carlos.idPessoa}`, `/api/exportarDados/${carlos.idPessoa}?formato=json`]) {
      const response = await get(url, carlos.token);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.json().pessoa.nome).toBe('Carlos Contribuinte');
    }
    const xml = await get(`/api/exportarDados/${carlos.idPessoa}?formato=xml`, carlos.token);
    expect(xml.statusCode).toBe(400);
    expect(xml.json().errors[0].path).toBe('querystring/formato');
  });

  it("lets an administrator download anyone's, refuses another person's (403) and visitors (401)", async () => {
    const asAdmin = await get(`/api/exportarDados/${carlos.idPessoa}?formato=pdf`, admin.token);
    expect(asAdmin.statusCode).toBe(200);
    expect(pdfText(asAdmin.rawPayload)).toContain('Carlos Contribuinte');
    const forbidden = await get(`/api/exportarDados/${carlos.idPessoa}?formato=pdf`, sofia.token);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().message).toBe('Você não tem permissão para acessar estes dados.');
    expect((await get(`/api/exportarDados/${carlos.idPessoa}?formato=pdf`)).statusCode).toBe(401);
  });
});
