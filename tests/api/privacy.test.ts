import { addDays } from 'date-fns';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fundToday } from '@/domain/business-days';
import { formatCpf } from '@/domain/cpf';
import { formatBrl, formatPercent } from '@/domain/format-decimal';
import { formatDateBr } from '@/domain/format-date';
import { auditoria } from '@/server/db/schema/audit';
import { campanhaRecadastramento } from '@/server/db/schema/reregistration';
import { emailSaida } from '@/server/db/schema/email-templates';
import { DEATH_REPORT_DEMO } from '@/server/db/seed/death-report';
import { CARLOS_DESIGNATED } from '@/server/db/seed/dependants';
import { bearer, createTestContext, DEMO_ACCOUNTS, login, type TestContext } from './helpers';
import { pdfText } from './pdf-text';
import { pdfBytes } from './upload-client';

type Account = { token: string; idPessoa: number };
let context: TestContext;
let ana: Account;
let carlos: Account;
let sofia: Account;
let maria: Account;
let otavio: Account;
let renato: Account;

beforeAll(async () => {
  context = await createTestContext();
  ana = await login(context.app, DEMO_ACCOUNTS.ana.cpf);
  carlos = await login(context.app, DEMO_ACCOUNTS.carlos.cpf);
  sofia = await login(context.app, DEMO_ACCOUNTS.sofia.cpf);
  maria = await login(context.app, DEMO_ACCOUNTS.maria.cpf);
  otavio = await login(context.app, DEMO_ACCOUNTS.otavio.cpf);
  renato = await login(context.app, DEMO_ACCOUNTS.renato.cpf);
});
afterAll(() => context.close());

const call = (method: 'GET' | 'PUT' | 'POST', url: string, account: Account | null, payload?: unknown, headers: Record<string, string> = {}) =>
  context.app.inject({ method, url: `/api${url}`, headers: { ...(account ? bearer(account.token) : {}), ...headers }, ...(payload === undefined ? {} : { payload: payload as object }) });
const asCarlos = () => ({ 'x-pessoa-alvo': String(carlos.idPessoa) });
/** A PDF's text with each cell's wrapped lines joined back (pdfText gives one line per line drawn). */
const sectionOf = (text: string, heading: string, nextHeading: string) => text.slice(text.indexOf(`\n${heading}\n`), text.indexOf(`\n${nextHeading}\n`)).replace(/ \n/g, ' ');

describe('GET /api/retornarConsentimentos and PUT /api/atualizarConsentimento', () => {
  it("shows each channel's current choice with its date, and the history newest first", async () => {
    const response = await call('GET', `/retornarConsentimentos/${maria.idPessoa}`, maria);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.consentimentos.map((item: { canal: string; concedido: boolean }) => [item.canal, item.concedido])).toEqual([
      ['email', true],
      ['sms', false],
      ['whatsapp', false],
    ]);
    // SMS never chosen: not given, no date (opt-in). WhatsApp: given, then withdrawn — the withdrawal is the state.
    expect(body.consentimentos[1].desde).toBeNull();
    const whatsapp = body.historico.filter((item: { canal: string }) => item.canal === 'whatsapp');
    expect(whatsapp.map((item: { concedido: boolean }) => item.concedido)).toEqual([false, true]);
    expect(body.consentimentos[2].desde).toBe(whatsapp[0].em);
    expect(Date.parse(whatsapp[0].em)).toBeGreaterThan(Date.parse(whatsapp[1].em));
    expect(whatsapp[0].por).toEqual({ id: maria.idPessoa, nome: 'Maria Assistida', administrador: false });
  });

  it('withdraws a consent: a new event on top of the history, audited; the same choice again records nothing', async () => {
    const before = Date.now();
    const response = await call('PUT', `/atualizarConsentimento/${carlos.idPessoa}`, carlos, { canal: 'sms', concedido: false });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    const sms = body.consentimentos.find((item: { canal: string }) => item.canal === 'sms');
    expect(sms.concedido).toBe(false);
    expect(Date.parse(sms.desde)).toBeGreaterThanOrEqual(before - 1000);
    expect(body.historico[0]).toMatchObject({ canal: 'sms', concedido: false, em: sms.desde, por: { id: carlos.idPessoa, administrador: false } });
    expect(body.historico).toHaveLength(4);
    const [audit] = await context.database.db.select().from(auditoria).where(eq(auditoria.acao, 'consentimento.alterado')).orderBy(desc(auditoria.id)).limit(1);
    expect(audit).toMatchObject({ idAtor: carlos.idPessoa, idPessoaAlvo: carlos.idPessoa, detalhes: { canal: 'sms', concedido: false } });

    const again = await call('PUT', `/atualizarConsentimento/${carlos.idPessoa}`, carlos, { canal: 'sms', concedido: false });
    expect(again.json().historico).toHaveLength(4);
    const given = await call('PUT', `/atualizarConsentimento/${carlos.idPessoa}`, carlos, { canal: 'sms', concedido: true });
    expect(given.json().historico.map((item: { canal: string; concedido: boolean }) => [item.canal, item.concedido]).slice(0, 2)).toEqual([
      ['sms', true],
      ['sms', false],
    ]);
  });

  it('refuses a bad channel or choice (400 with the field), visitors (401) and another person (403)', async () => {
    const badChannel = await call('PUT', `/atualizarConsentimento/${carlos.idPessoa}`, carlos, { canal: 'telegrama', concedido: true });
    expect(badChannel.statusCode).toBe(400);
    expect(badChannel.json().message).toEqual(expect.any(String));
    expect(badChannel.json().errors[0].path).toMatch(/canal/);
    expect((await call('PUT', `/atualizarConsentimento/${carlos.idPessoa}`, carlos, { canal: 'email', concedido: 'sim' })).statusCode).toBe(400);
    expect((await call('PUT', `/atualizarConsentimento/${carlos.idPessoa}`, carlos, { canal: 'email' })).statusCode).toBe(400);
    expect((await call('GET', `/retornarConsentimentos/${carlos.idPessoa}`, null)).statusCode).toBe(401);
    expect((await call('PUT', `/atualizarConsentimento/${carlos.idPessoa}`, null, { canal: 'email', concedido: false })).statusCode).toBe(401);
    expect((await call('GET', `/retornarConsentimentos/${sofia.idPessoa}`, carlos)).statusCode).toBe(403);
    expect((await call('PUT', `/atualizarConsentimento/${sofia.idPessoa}`, carlos, { canal: 'email', concedido: false })).statusCode).toBe(403);
    expect((await call('GET', '/retornarConsentimentos/999999', ana)).statusCode).toBe(404);
  });

  it('lets an administrator viewing as the person choose for them, named in the history; never for someone else', async () => {
    const response = await call('PUT', `/atualizarConsentimento/${carlos.idPessoa}`, ana, { canal: 'whatsapp', concedido: false }, asCarlos());
    expect(response.statusCode).toBe(200);
    expect(response.json().historico[0]).toMatchObject({ canal: 'whatsapp', concedido: false, por: { id: ana.idPessoa, nome: 'Ana Administradora', administrador: true } });
    expect((await call('PUT', `/atualizarConsentimento/${sofia.idPessoa}`, ana, { canal: 'email', concedido: false }, asCarlos())).statusCode).toBe(403);
    expect((await call('GET', `/retornarConsentimentos/${sofia.idPessoa}`, ana)).statusCode).toBe(200);
  });
});

describe('non-essential e-mails respect the e-mail consent', () => {
  it('skips the re-registration reminder of whoever withdrew e-mail consent (the dashboard counts it out); the password reset still goes', async () => {
    const [campaign] = await context.database.db.select({ id: campanhaRecadastramento.id }).from(campanhaRecadastramento).limit(1);
    const before = (await call('GET', `/retornarPainelRecadastramento/${campaign.id}`, ana)).json();
    expect((await call('PUT', `/atualizarConsentimento/${otavio.idPessoa}`, otavio, { canal: 'email', concedido: false })).statusCode).toBe(200);
    const after = (await call('GET', `/retornarPainelRecadastramento/${campaign.id}`, ana)).json();
    expect(after.lembretesDisponiveis).toBe(before.lembretesDisponiveis - 1);
    const reminders = await call('POST', '/enviarLembretesRecadastramento', ana, { idCampanha: campaign.id });
    expect(reminders.statusCode).toBe(200);
    // Pending: Carlos (consents) and Otavio (withdrew).
    expect(reminders.json()).toMatchObject({ enviados: 1, semAutorizacao: 1, message: '1 lembrete enviado por e-mail. 1 pessoa retirou a autorização de comunicações por e-mail.' });
    const toOtavio = await context.database.db.select().from(emailSaida).where(eq(emailSaida.destinatario, DEMO_ACCOUNTS.otavio.email));
    expect(toOtavio).toHaveLength(0);
    const toCarlos = await context.database.db.select().from(emailSaida).where(eq(emailSaida.destinatario, DEMO_ACCOUNTS.carlos.email));
    expect(toCarlos.map((mail) => mail.assunto)).toEqual([expect.stringMatching(/^Recadastramento: /)]);

    const reset = await call('POST', '/solicitarCodigoSeguranca', null, { cpf: DEMO_ACCOUNTS.otavio.cpf });
    expect(reset.statusCode).toBeLessThan(300);
    const afterReset = await context.database.db.select().from(emailSaida).where(eq(emailSaida.destinatario, DEMO_ACCOUNTS.otavio.email));
    expect(afterReset).toHaveLength(1);
  });
});

describe('GET /api/exportarDados/{idPessoa}: JSON and PDF with the same figures', () => {
  it("holds the person's data (consents, balances, election participation, attachments) and nothing secret nor anyone else's", async () => {
    const elections = (await call('GET', '/retornarEleicoes', carlos)).json() as Array<{ id: number; status: string; jaVotou: boolean }>;
    const open = elections.find((item) => item.status === 'aberta' && !item.jaVotou)!;
    const detail = (await call('GET', `/retornarEleicao/${open.id}`, carlos)).json();
    const choice = detail.candidatos[1] as { id: number; nome: string };
    expect((await call('POST', '/votar', carlos, { idEleicao: open.id, idCandidato: choice.id })).statusCode).toBeLessThan(300);
    expect((await call('POST', '/convidarParticipante', carlos, { idPessoa: carlos.idPessoa, nome: 'Joana Convidada', email: 'joana.convidada@example.com', telefone: '(11) 98765-4321' })).statusCode).toBe(201);
    expect((await call('POST', '/aceitarDeclaracaoConcordancia', carlos, { idPessoa: carlos.idPessoa })).statusCode).toBe(201);

    const response = await call('GET', `/exportarDados/${carlos.idPessoa}`, carlos);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="meus-dados-\d{4}-\d{2}-\d{2}\.json"$/);
    const data = response.json();
    expect(data.pessoa.cpf).toBe('52998224725');
    expect(data.consentimentos.map((item: { canal: string }) => item.canal)).toEqual(expect.arrayContaining(['email', 'sms', 'whatsapp']));
    expect(data.participacaoEmEleicoes).toEqual([expect.objectContaining({ idEleicao: open.id, codigoComprovante: expect.any(String) })]);
    expect(data.resumoContribuicoes).toHaveLength(2);
    expect(data.resumoContribuicoes[0].quantidade + data.resumoContribuicoes[1].quantidade).toBe(data.contribuicoes.length);
    expect(data.saldos).toHaveLength(2);
    expect(data.recadastramentos).toHaveLength(1);
    expect(Array.isArray(data.anexos)).toBe(true);
    expect(data.convitesEnviados).toEqual([expect.objectContaining({ nome: 'Joana Convidada', email: 'joana.convidada@example.com', telefone: '(11) 98765-4321' })]);
    expect(data.aceitesDeclaracaoConcordancia).toEqual([expect.objectContaining({ versao: 1, ip: expect.any(String) })]);
    // No secret: no password hash, no token, no vote choice.
    expect(data.pessoa).not.toHaveProperty('senhaHash');
    expect(response.body).not.toMatch(/argon2|senhaHash|tokenHash|codigoHash|caminho/);
    expect(response.body).not.toContain('idCandidato');
    expect(response.body).not.toContain(choice.nome);
    // Nobody else's data: not Sofia's CPF nor name.
    expect(response.body).not.toContain(DEMO_ACCOUNTS.sofia.cpf.replace(/\D/g, ''));
    expect(response.body).not.toContain('Sofia Autopatrocinada');

    const pdf = await call('GET', `/exportarDados/${carlos.idPessoa}?formato=pdf`, carlos);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 4).toString('latin1')).toBe('%PDF');
    const text = pdfText(pdf.rawPayload);
    for (const summary of data.resumoContribuicoes) expect(text).toContain(formatBrl(summary.valorTotal));
    for (const balance of data.saldos) expect(text).toContain(formatBrl(balance.saldoTotal));
    expect(text).toContain('Autorizações de comunicação');
    expect(text).toContain('Autorização retirada');
    expect(text).toContain(data.participacaoEmEleicoes[0].codigoComprovante);
    expect(text).toContain('Convites enviados');
    expect(text).toContain('joana.convidada@example.com');
    expect(text).toContain('Declaração de concordância');
    expect(text).not.toContain(choice.nome);
    expect(text).not.toContain('Sofia Autopatrocinada');
  });

  it('an administrator exporting their own data gets no rows about the people they acted for', async () => {
    const data = (await call('GET', `/exportarDados/${ana.idPessoa}`, ana)).json();
    expect(data.registrosDeAuditoria.every((row: { idPessoaAlvo: number | null }) => row.idPessoaAlvo === null || row.idPessoaAlvo === ana.idPessoa)).toBe(true);
  });
});

describe('GET /api/exportarDados/{idPessoa}: the other people the records name', () => {
  type Designated = { idVinculoPlano: number; plano: string; nome: string; cpf: string; parentesco: string; percentual: string; email: string | null; telefone: string | null; indicadoDesde: string | null };
  const LUCIA = { nome: 'Lúcia Contribuinte', cpf: '41827365080', parentesco: 'Irmão(ã)', percentual: '10.00', email: null, telefone: null };

  it('holds the designated beneficiaries as GET /retornarBeneficiariosIndicados lists them, with the plan, since when, and every change', async () => {
    const links = (await call('GET', `/retornarPerfil/${carlos.idPessoa}`, carlos)).json().vinculos as Array<{ id: number; matricula: string; plano: { nomeExibicao: string } }>;
    const hpe = links.find((link) => link.plano.nomeExibicao === 'HPE')!;
    // A change: Helena's share goes down, Lúcia joins; Pedro stays as he was.
    const [helena, pedro] = CARLOS_DESIGNATED;
    const changed = [{ ...helena, percentual: '50.00' }, pedro, LUCIA];
    expect((await call('PUT', `/atualizarBeneficiariosIndicados/${hpe.id}`, carlos, { beneficiarios: changed })).statusCode).toBe(200);
    const listed = (await call('GET', `/retornarBeneficiariosIndicados/${hpe.id}`, carlos)).json();
    const history = (await call('GET', `/retornarHistoricoBeneficiariosIndicados/${hpe.id}`, carlos)).json().versoes as Array<{ data: string }>;
    expect(history).toHaveLength(2);
    const [latest, seeded] = history;

    const data = (await call('GET', `/exportarDados/${carlos.idPessoa}`, carlos)).json();
    const designated = data.beneficiariosIndicados as Designated[];
    expect(designated.map(({ nome, cpf, parentesco, percentual, email, telefone }) => ({ nome, cpf, parentesco, percentual, email, telefone }))).toEqual(listed.beneficiarios);
    expect(designated.every((row) => row.idVinculoPlano === hpe.id && row.plano === 'HPE')).toBe(true);
    // Pedro stands as designated when the list was first made; Helena (new share) and Lúcia since the change.
    expect(designated.map((row) => [row.nome, row.indicadoDesde])).toEqual([
      [helena.nome, latest.data],
      [pedro.nome, seeded.data],
      [LUCIA.nome, latest.data],
    ]);
    expect(data.historicoBeneficiariosIndicados).toEqual([
      expect.objectContaining({ idVinculoPlano: hpe.id, idAutor: carlos.idPessoa, beneficiarios: CARLOS_DESIGNATED, criadoEm: seeded.data }),
      expect.objectContaining({ idVinculoPlano: hpe.id, idAutor: carlos.idPessoa, beneficiarios: changed, criadoEm: latest.data }),
    ]);

    const text = pdfText((await call('GET', `/exportarDados/${carlos.idPessoa}?formato=pdf`, carlos)).rawPayload);
    const section = sectionOf(text, 'Beneficiários indicados', 'Isenções de imposto de renda');
    expect(section).toContain(`HPE · matrícula ${hpe.matricula}`);
    for (const row of listed.beneficiarios as Designated[]) {
      expect(section).toContain(row.nome);
      expect(section).toContain(formatCpf(row.cpf));
      expect(section).toContain(row.parentesco);
      expect(section).toContain(formatPercent(row.percentual));
    }
    expect(section).toContain('helena.contribuinte@example.com');
    expect(section).toContain('(11) 98765-4321');
    expect(section).toContain('Alterações dos beneficiários indicados');
  });

  it("holds a representation on both sides: Renato among Maria's representatives, Maria among the people Renato represents", async () => {
    const listed = (await call('GET', `/retornarRepresentantes/${maria.idPessoa}`, maria)).json() as Array<{ id: number; nome: string; cpf: string; tipo: string; poderes: string; situacao: string }>;
    const mariaData = (await call('GET', `/exportarDados/${maria.idPessoa}`, maria)).json();
    expect(mariaData.representantesLegais).toEqual(listed.map((row) => expect.objectContaining({ id: row.id, nome: row.nome, cpf: row.cpf, tipo: row.tipo, poderes: row.poderes, situacao: row.situacao })));
    expect(mariaData.representantesLegais[0]).toMatchObject({ nome: 'Renato Curador', idCadastrante: maria.idPessoa });
    expect(mariaData.pessoasRepresentadas).toEqual([]);
    const renatoData = (await call('GET', `/exportarDados/${renato.idPessoa}`, renato)).json();
    expect(renatoData.pessoasRepresentadas).toEqual([expect.objectContaining({ id: listed[0].id, nomePessoa: 'Maria Assistida', tipo: 'curatela', situacao: 'aprovada' })]);
    // The represented person's own data stays hers: no CPF, no contact of Maria's in Renato's export.
    expect(JSON.stringify(renatoData.pessoasRepresentadas)).not.toContain(DEMO_ACCOUNTS.maria.cpf);
    expect(JSON.stringify(renatoData.pessoasRepresentadas)).not.toContain(DEMO_ACCOUNTS.maria.email);

    const mariaText = pdfText((await call('GET', `/exportarDados/${maria.idPessoa}?formato=pdf`, maria)).rawPayload);
    const representatives = sectionOf(mariaText, 'Representantes legais', 'Pessoas que você representa');
    for (const expected of ['Renato Curador', formatCpf(DEMO_ACCOUNTS.renato.cpf), 'Curatela', 'Tudo, exceto alterar dados bancários']) expect(representatives).toContain(expected);
    const renatoText = pdfText((await call('GET', `/exportarDados/${renato.idPessoa}?formato=pdf`, renato)).rawPayload);
    const represented = sectionOf(renatoText, 'Pessoas que você representa', 'Comunicações de falecimento enviadas');
    expect(represented).toContain('Maria Assistida');
  });

  it('holds the death reports the person sent with their CPF, and not what the fund found about the CPF reported', async () => {
    const form = new FormData();
    const dataObito = fundToday(addDays(new Date(), -10));
    const fields = { cpfFalecido: DEATH_REPORT_DEMO.deceased.cpf, dataObito, nomeComunicante: 'Carlos Contribuinte', cpfComunicante: '529.982.247-25', parentesco: 'Outro parente', email: '', telefone: '(11) 3456-7890' };
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    form.append('certidao', new Blob([new Uint8Array(pdfBytes(2048))]), 'certidao-antonio.pdf');
    const encoded = new Response(form);
    const sent = await context.app.inject({ method: 'POST', url: '/api/comunicarFalecimento', headers: { 'content-type': encoded.headers.get('content-type')! }, payload: Buffer.from(await encoded.arrayBuffer()), remoteAddress: '10.9.0.1' });
    expect(sent.statusCode).toBe(201);
    const { protocolo } = sent.json();

    const data = (await call('GET', `/exportarDados/${carlos.idPessoa}`, carlos)).json();
    expect(data.comunicacoesDeFalecimento).toEqual([
      expect.objectContaining({ protocolo, cpfFalecido: DEATH_REPORT_DEMO.deceased.cpf, dataObito, cpfComunicante: '52998224725', parentesco: 'Outro parente', telefone: '1134567890', certidaoNome: 'certidao-antonio.pdf' }),
    ]);
    // Antônio is a participant: nothing in the export may say so (the public form answers every CPF alike).
    for (const key of ['idPessoa', 'situacao', 'motivo', 'idAdministrador', 'decididoEm', 'certidaoCaminho']) expect(data.comunicacoesDeFalecimento[0]).not.toHaveProperty(key);
    expect(JSON.stringify(data.comunicacoesDeFalecimento)).not.toContain(DEATH_REPORT_DEMO.deceased.nome);
    // Maria sent none.
    expect((await call('GET', `/exportarDados/${maria.idPessoa}`, maria)).json().comunicacoesDeFalecimento).toEqual([]);

    const text = pdfText((await call('GET', `/exportarDados/${carlos.idPessoa}?formato=pdf`, carlos)).rawPayload);
    const section = sectionOf(text, 'Comunicações de falecimento enviadas', 'Anexos enviados');
    for (const expected of [protocolo, formatCpf(DEATH_REPORT_DEMO.deceased.cpf), formatDateBr(dataObito), 'Outro parente', 'certidao-antonio.pdf']) expect(section).toContain(expected);
    expect(section).not.toContain(DEATH_REPORT_DEMO.deceased.nome);
  });
});

describe('GET /api/retornarAcessosDados/{idPessoa}', () => {
  it("lists the administrator's viewing as the person (once per session) and what they did, with the name, newest first", async () => {
    const fresh = await login(context.app, DEMO_ACCOUNTS.ana.cpf);
    const before = (await call('GET', `/retornarAcessosDados/${carlos.idPessoa}`, carlos)).json().total as number;
    expect((await call('GET', `/retornarPerfil/${carlos.idPessoa}`, fresh, undefined, asCarlos())).statusCode).toBe(200);
    expect((await call('GET', `/retornarPerfil/${carlos.idPessoa}`, fresh, undefined, asCarlos())).statusCode).toBe(200);
    const response = await call('GET', `/retornarAcessosDados/${carlos.idPessoa}`, carlos);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.total).toBe(before + 1);
    expect(body.acessos[0]).toMatchObject({ administrador: { id: ana.idPessoa, nome: 'Ana Administradora' }, acao: 'Visualizou o portal como você' });
    // The earlier choice Ana made as Carlos (whatsapp) is there too, in words.
    expect(body.acessos.map((item: { acao: string }) => item.acao)).toContain('Alterou uma autorização de comunicação');
    expect(body.acessos.map((item: { acao: string }) => item.acao)).toContain('Agiu por você: Dar ou retirar a autorização de um canal de comunicação (LGPD art. 8º, § 5º)');
    const times = body.acessos.map((item: { em: string }) => Date.parse(item.em));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    // Carlos's own actions are not "accesses".
    expect(body.acessos.every((item: { administrador: { id: number } }) => item.administrador.id !== carlos.idPessoa)).toBe(true);
  });

  it('pages from 0 as the request list does', async () => {
    const all = (await call('GET', `/retornarAcessosDados/${carlos.idPessoa}`, carlos)).json();
    const first = (await call('GET', `/retornarAcessosDados/${carlos.idPessoa}?page=0&limit=1`, carlos)).json();
    const second = (await call('GET', `/retornarAcessosDados/${carlos.idPessoa}?page=1&limit=1`, carlos)).json();
    expect(first).toMatchObject({ total: all.total, totalPage: all.total });
    expect(first.acessos[0].id).toBe(all.acessos[0].id);
    expect(second.acessos[0].id).toBe(all.acessos[1].id);
    expect((await call('GET', `/retornarAcessosDados/${carlos.idPessoa}?page=-1`, carlos)).statusCode).toBe(400);
  });

  it('is empty for someone no administrator viewed nor served (Otavio has no request); refuses visitors (401) and another person (403)', async () => {
    expect((await call('GET', `/retornarAcessosDados/${otavio.idPessoa}`, otavio)).json()).toEqual({ acessos: [], total: 0, totalPage: 0 });
    expect((await call('GET', `/retornarAcessosDados/${otavio.idPessoa}`, null)).statusCode).toBe(401);
    expect((await call('GET', `/retornarAcessosDados/${otavio.idPessoa}`, carlos)).statusCode).toBe(403);
    expect((await call('GET', `/retornarAcessosDados/${otavio.idPessoa}`, ana)).statusCode).toBe(200);
    const viewed = await context.database.db
      .select()
      .from(auditoria)
      .where(and(eq(auditoria.idPessoaAlvo, otavio.idPessoa), eq(auditoria.acao, 'portal.visualizado')));
    expect(viewed).toHaveLength(0);
  });
});
