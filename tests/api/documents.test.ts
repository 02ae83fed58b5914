import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, desc, eq, inArray, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLAN_ID } from '@/domain/constants';
import { auditoria } from '@/server/db/schema/audit';
import { requisicao } from '@/server/db/schema/requests';
import { DEMO_SUPPLIERS } from '@/server/db/seed/documents';
import { bearer, createTestContext, DEMO_ACCOUNTS, login, type TestContext } from './helpers';
import { pdfText } from './pdf-text';
import { pdfBytes } from './upload-client';

type Account = { token: string; idPessoa: number };
interface Documento {
  id: number;
  titulo: string;
  categoria: string;
  ano: number | null;
  idPlanos: number[] | null;
  planos: string[];
  anexo: { id: number; nomeOriginal: string; tamanho: number };
  publicadoEm: string;
}

let context: TestContext;
let uploadDir: string;
let admin: Account;
let carlos: Account;
let maria: Account;
let lucas: Account;
const year = new Date().getUTCFullYear();

beforeAll(async () => {
  uploadDir = mkdtempSync(path.join(tmpdir(), 'portal-documents-uploads-'));
  context = await createTestContext({ uploadDir });
  [admin, carlos, maria, lucas] = await Promise.all([DEMO_ACCOUNTS.ana, DEMO_ACCOUNTS.carlos, DEMO_ACCOUNTS.maria, DEMO_ACCOUNTS.lucas].map((account) => login(context.app, account.cpf)));
}, 60_000);

afterAll(async () => {
  await context?.close();
  rmSync(uploadDir, { recursive: true, force: true });
});

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, account?: Account, payload?: object, headers: Record<string, string> = {}) =>
  context.app.inject({ method, url: `/api${url}`, payload, headers: { ...(account ? bearer(account.token) : {}), ...headers } });
const documentsOf = async (account: Account, query = '') => (await call('GET', `/retornarDocumentos${query}`, account)).json<Documento[]>();
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

async function uploadAs(account: Account, name: string, bytes: Buffer): Promise<number> {
  const response = await context.app.inject({ method: 'POST', url: '/api/enviarAnexo', headers: { ...bearer(account.token), 'x-nome-arquivo': name, 'content-type': 'application/octet-stream' }, payload: bytes });
  expect(response.statusCode).toBe(201);
  return response.json().id;
}

describe('the seeded documents', () => {
  it('gives each person the documents of their plans: Carlos (HPE, DXC) the two regulations, Lucas (Mais Valor) his; all get the statute and the minutes', async () => {
    const carlosTitles = (await documentsOf(carlos)).map((item) => item.titulo);
    expect(carlosTitles).toEqual(expect.arrayContaining(['Regulamento do Plano HPE', 'Regulamento do Plano DXC', 'Estatuto da Fundação Exemplo de Previdência Complementar']));
    expect(carlosTitles).not.toContain('Regulamento do Plano Mais Valor');
    const lucasTitles = (await documentsOf(lucas)).map((item) => item.titulo);
    expect(lucasTitles).toContain('Regulamento do Plano Mais Valor');
    expect(lucasTitles).not.toContain('Regulamento do Plano HPE');
    const all = await documentsOf(admin);
    expect(all.filter((item) => item.categoria === 'regulamento').map((item) => item.planos)).toEqual(expect.arrayContaining([['HPE'], ['DXC'], ['Mais Valor']]));
    const statute = all.find((item) => item.categoria === 'estatuto')!;
    expect(statute).toMatchObject({ idPlanos: null, planos: [] });
  });

  it('has the minutes of both councils for the last two years, filtered by category and year', async () => {
    const minutes = await documentsOf(carlos, '?categoria=ata');
    expect(minutes.every((item) => item.categoria === 'ata')).toBe(true);
    expect(new Set(minutes.map((item) => item.ano))).toEqual(new Set([year - 1, year]));
    const lastYear = await documentsOf(carlos, `?categoria=ata&ano=${year - 1}`);
    // March and September meetings of the Conselho Deliberativo and the Conselho Fiscal.
    expect(lastYear).toHaveLength(4);
    expect(lastYear.map((item) => item.titulo)).toContain(`Ata da 2ª reunião ordinária do Conselho Fiscal (${year - 1})`);
  });

  it('serves the regulation PDF to a person of its plan, with its text, and refuses it (403) to a person of another plan', async () => {
    const regulation = (await documentsOf(carlos, '?categoria=regulamento')).find((item) => item.titulo === 'Regulamento do Plano HPE')!;
    const download = await call('GET', `/retornarAnexo/${regulation.anexo.id}`, carlos);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(download.rawPayload.length).toBe(regulation.anexo.tamanho);
    expect(pdfText(download.rawPayload)).toContain('Regulamento do Plano HPE');
    expect(pdfText(download.rawPayload)).toContain('contribuição básica do participante é de 0% a 6%');
    expect((await call('GET', `/retornarAnexo/${regulation.anexo.id}`, lucas)).statusCode).toBe(403);
    expect((await call('GET', `/retornarAnexo/${regulation.anexo.id}`, maria)).statusCode).toBe(200);
  });
});

describe('POST /publicarDocumento, PUT /atualizarDocumento, DELETE /excluirDocumento', () => {
  const content = pdfBytes(3000);
  let idAnexo: number;
  let published: Documento;

  beforeAll(async () => {
    idAnexo = await uploadAs(admin, 'relatório anual.pdf', content);
  });

  it('publishes an uploaded file for HPE: Carlos and Maria see and download it, Lucas neither sees it nor reads its file (403)', async () => {
    const response = await call('POST', '/publicarDocumento', admin, { idAnexo, titulo: '  Relatório anual 2025 ', categoria: 'relatorio-anual', idPlanos: [PLAN_ID.HPE], ano: 2025, descricao: 'Resultados do ano.' });
    expect(response.statusCode).toBe(201);
    published = response.json();
    expect(published).toMatchObject({ titulo: 'Relatório anual 2025', categoria: 'relatorio-anual', ano: 2025, descricao: 'Resultados do ano.', idPlanos: [PLAN_ID.HPE], planos: ['HPE'], anexo: { id: idAnexo, nomeOriginal: 'relatório anual.pdf', tamanho: 3000 } });

    expect((await documentsOf(carlos)).map((item) => item.id)).toContain(published.id);
    expect((await documentsOf(maria, '?categoria=relatorio-anual&ano=2025')).map((item) => item.id)).toEqual([published.id]);
    expect((await documentsOf(lucas)).map((item) => item.id)).not.toContain(published.id);

    const download = await call('GET', `/retornarAnexo/${idAnexo}`, carlos);
    expect(download.statusCode).toBe(200);
    expect(sha256(download.rawPayload)).toBe(sha256(content));
    expect((await call('GET', `/retornarAnexo/${idAnexo}`, lucas)).statusCode).toBe(403);
  });

  it('lets an administrator viewing as a person read what that person reads, and no more', async () => {
    expect((await call('GET', `/retornarAnexo/${idAnexo}`, admin, undefined, { 'x-pessoa-alvo': String(carlos.idPessoa) })).statusCode).toBe(200);
    expect((await call('GET', `/retornarAnexo/${idAnexo}`, admin, undefined, { 'x-pessoa-alvo': String(lucas.idPessoa) })).statusCode).toBe(403);
    const asLucas = await call('GET', '/retornarDocumentos', admin, undefined, { 'x-pessoa-alvo': String(lucas.idPessoa) });
    expect(asLucas.json().map((item: Documento) => item.id)).not.toContain(published.id);
  });

  it('moves the document to Mais Valor: Lucas now reads it, Carlos gets 403', async () => {
    const response = await call('PUT', `/atualizarDocumento/${published.id}`, admin, { idAnexo, titulo: 'Relatório anual 2025', categoria: 'relatorio-anual', idPlanos: [PLAN_ID.MAIS_VALOR] });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ idPlanos: [PLAN_ID.MAIS_VALOR], planos: ['Mais Valor'], ano: null, descricao: null });
    expect((await call('GET', `/retornarAnexo/${idAnexo}`, lucas)).statusCode).toBe(200);
    expect((await call('GET', `/retornarAnexo/${idAnexo}`, carlos)).statusCode).toBe(403);
    expect((await documentsOf(carlos)).map((item) => item.id)).not.toContain(published.id);
  });

  it('publishes for every plan with idPlanos null', async () => {
    const response = await call('PUT', `/atualizarDocumento/${published.id}`, admin, { idAnexo, titulo: 'Relatório anual 2025', categoria: 'relatorio-anual', idPlanos: null, ano: 2025 });
    expect(response.json()).toMatchObject({ idPlanos: null, planos: [] });
    expect((await call('GET', `/retornarAnexo/${idAnexo}`, carlos)).statusCode).toBe(200);
    expect((await call('GET', `/retornarAnexo/${idAnexo}`, lucas)).statusCode).toBe(200);
  });

  it('withdraws it: nobody but its sender and administrators reads the file any more; the changes are audited', async () => {
    const response = await call('DELETE', `/excluirDocumento/${published.id}`, admin);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Documento retirado.' });
    expect((await documentsOf(admin)).map((item) => item.id)).not.toContain(published.id);
    expect((await call('GET', `/retornarAnexo/${idAnexo}`, carlos)).statusCode).toBe(403);
    expect((await call('GET', `/retornarAnexo/${idAnexo}`, admin)).statusCode).toBe(200);
    expect((await call('DELETE', `/excluirDocumento/${published.id}`, admin)).statusCode).toBe(404);
    const audit = await context.database.db
      .select({ acao: auditoria.acao })
      .from(auditoria)
      .where(and(eq(auditoria.idAtor, admin.idPessoa), like(auditoria.acao, 'documento.%')))
      .orderBy(desc(auditoria.id))
      .limit(4);
    expect(audit.map((row) => row.acao)).toEqual(['documento.retirado', 'documento.alterado', 'documento.alterado', 'documento.publicado']);
  });

  it('answers 400 in Portuguese for each field', async () => {
    const valid = { idAnexo, titulo: 'Título', categoria: 'outros', idPlanos: null };
    const errorsOf = async (body: object) => {
      const response = await call('POST', '/publicarDocumento', admin, body);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('Os dados enviados são inválidos. Corrija os campos indicados.');
      return response.json().errors as Array<{ path: string; message: string }>;
    };
    const { titulo: _titulo, ...withoutTitle } = valid;
    expect((await errorsOf(withoutTitle))[0]).toMatchObject({ path: 'body/titulo', message: 'deve ter a propriedade obrigatória titulo' });
    expect(await errorsOf({ ...valid, titulo: '   ' })).toEqual([{ path: 'titulo', message: 'Informe o título do documento.', type: 'required' }]);
    expect((await errorsOf({ ...valid, titulo: 'x'.repeat(201) }))[0]).toMatchObject({ path: 'body/titulo', message: 'não deve ser maior que 200 caracteres' });
    expect((await errorsOf({ ...valid, categoria: 'receita' }))[0]).toMatchObject({ path: 'body/categoria', message: 'deve ser igual a um dos valores permitidos' });
    expect((await errorsOf({ ...valid, idPlanos: [] }))[0].path).toBe('body/idPlanos');
    expect(await errorsOf({ ...valid, idPlanos: [PLAN_ID.HPE, 99] })).toEqual([{ path: 'idPlanos/1', message: 'Plano não encontrado.', type: 'exists' }]);
    expect((await errorsOf({ ...valid, ano: 1800 }))[0].path).toBe('body/ano');
    expect((await errorsOf({ ...valid, descricao: 'x'.repeat(2001) }))[0].path).toBe('body/descricao');
    expect((await errorsOf({ ...valid, idAnexo: 'abc' }))[0].path).toBe('body/idAnexo');
    expect((await call('GET', '/retornarDocumentos?categoria=receita', carlos)).statusCode).toBe(400);
    expect((await call('GET', '/retornarDocumentos?ano=20x5', carlos)).json().errors[0].path).toBe('querystring/ano');
  });

  it('publishes only an administrator\'s own loose upload (409 otherwise) and answers 404 for what does not exist', async () => {
    const body = (id: number) => ({ idAnexo: id, titulo: 'Outro', categoria: 'outros', idPlanos: null });
    const participantsFile = await uploadAs(carlos, 'meu.pdf', pdfBytes(100));
    expect((await call('POST', '/publicarDocumento', admin, body(participantsFile))).json()).toEqual({ message: 'Só um arquivo enviado por um administrador pode ser publicado.' });
    const [request] = await context.database.db.select({ id: requisicao.id }).from(requisicao).where(eq(requisicao.idPessoa, carlos.idPessoa)).limit(1);
    const onRequest = await context.app.inject({ method: 'POST', url: `/api/enviarAnexo?idRequisicao=${request.id}`, headers: { ...bearer(admin.token), 'x-nome-arquivo': 'parecer.pdf', 'content-type': 'application/octet-stream' }, payload: pdfBytes(100) });
    expect((await call('POST', '/publicarDocumento', admin, body(onRequest.json().id))).statusCode).toBe(409);
    const regulation = (await documentsOf(admin, '?categoria=regulamento'))[0];
    const twice = await call('POST', '/publicarDocumento', admin, body(regulation.anexo.id));
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('Este arquivo já está publicado em outro documento.');
    expect((await call('POST', '/publicarDocumento', admin, body(2_000_000_000))).statusCode).toBe(404);
    expect((await call('PUT', '/atualizarDocumento/2000000000', admin, body(idAnexo))).statusCode).toBe(404);
    expect((await call('DELETE', '/excluirDocumento/2000000000', admin)).statusCode).toBe(404);
  });

  it('is for administrators (403 for participants, 401 without a session); the list is for anyone signed in', async () => {
    const regulation = (await documentsOf(admin, '?categoria=regulamento'))[0];
    const body = { idAnexo, titulo: 'X', categoria: 'outros', idPlanos: null };
    expect((await call('POST', '/publicarDocumento', carlos, body)).statusCode).toBe(403);
    expect((await call('PUT', `/atualizarDocumento/${regulation.id}`, carlos, body)).statusCode).toBe(403);
    expect((await call('DELETE', `/excluirDocumento/${regulation.id}`, lucas)).statusCode).toBe(403);
    expect((await call('POST', '/publicarDocumento', undefined, body)).statusCode).toBe(401);
    expect((await call('GET', '/retornarDocumentos')).statusCode).toBe(401);
    expect((await call('GET', `/retornarAnexo/${regulation.anexo.id}`)).statusCode).toBe(401);
  });
});

describe('suppliers', () => {
  it('lists the seeded suppliers by name with the CNPJ masked, to anyone signed in (401 without a session)', async () => {
    const response = await call('GET', '/retornarFornecedores', lucas);
    expect(response.statusCode).toBe(200);
    expect(response.json().map((item: { nome: string }) => item.nome)).toEqual([...DEMO_SUPPLIERS].map((item) => item.nome).sort((a, b) => a.localeCompare(b, 'pt-BR')));
    expect(response.json().find((item: { nome: string }) => item.nome === 'Custódia Brasil S.A.').cnpj).toBe('04.252.011/0001-10');
    expect((await call('GET', '/retornarFornecedores')).statusCode).toBe(401);
  });

  it('creates, edits and removes a supplier (administrators), with the audit trail', async () => {
    const created = await call('POST', '/criarFornecedor', admin, { nome: ' Gráfica Rápida ', cnpj: '11.222.333/0001-81', servico: 'Impressão de correspondências', contato: 'grafica@example.com' });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ nome: 'Gráfica Rápida', cnpj: '11.222.333/0001-81' });
    const id = created.json().id;
    const edited = await call('PUT', `/atualizarFornecedor/${id}`, admin, { nome: 'Gráfica Rápida Ltda.', cnpj: '11222333000181', servico: 'Impressão', contato: '(11) 4000-0000' });
    expect(edited.json()).toEqual({ id, nome: 'Gráfica Rápida Ltda.', cnpj: '11.222.333/0001-81', servico: 'Impressão', contato: '(11) 4000-0000' });
    expect((await call('DELETE', `/excluirFornecedor/${id}`, admin)).json()).toEqual({ message: 'Fornecedor excluído.' });
    expect((await call('GET', '/retornarFornecedores', carlos)).json().map((item: { id: number }) => item.id)).not.toContain(id);
    const audit = await context.database.db.select({ acao: auditoria.acao }).from(auditoria).where(inArray(auditoria.acao, ['fornecedor.criado', 'fornecedor.alterado', 'fornecedor.excluido']));
    expect(audit).toHaveLength(3);
  });

  it('answers 400 by field, 409 for a CNPJ taken, 404 for none, 403 to participants', async () => {
    const valid = { nome: 'Nova', cnpj: '45.997.418/0001-53', servico: 'Serviço', contato: 'contato' };
    const invalid = await call('POST', '/criarFornecedor', admin, { ...valid, cnpj: '11.222.333/0001-82', nome: '  ' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().errors).toEqual([
      { path: 'nome', message: 'Informe o nome do fornecedor.', type: 'required' },
      { path: 'cnpj', message: 'CNPJ inválido: confira os números.', type: 'cnpj' },
    ]);
    expect((await call('POST', '/criarFornecedor', admin, { ...valid, contato: undefined })).json().errors[0].path).toBe('body/contato');
    expect((await call('POST', '/criarFornecedor', admin, { ...valid, servico: 'x'.repeat(201) })).json().errors[0].path).toBe('body/servico');
    const taken = await call('POST', '/criarFornecedor', admin, valid);
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('Já existe um fornecedor com este CNPJ.');
    expect((await call('PUT', '/atualizarFornecedor/2000000000', admin, { ...valid, cnpj: '11222333000181' })).statusCode).toBe(404);
    expect((await call('DELETE', '/excluirFornecedor/2000000000', admin)).statusCode).toBe(404);
    expect((await call('POST', '/criarFornecedor', carlos, valid)).statusCode).toBe(403);
    expect((await call('DELETE', '/excluirFornecedor/1', carlos)).statusCode).toBe(403);
  });
});
