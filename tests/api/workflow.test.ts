import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANALYSED_WORKFLOW, DEFAULT_WORKFLOW } from '@/domain/workflow';
import { auditoria } from '@/server/db/schema/audit';
import { bearer, createTestContext, DEMO_ACCOUNTS, login, type TestContext } from './helpers';
import * as FUNCTIONALITY from '@/domain/functionality-ids';

type Account = { token: string; idPessoa: number };
let context: TestContext;
let admin: Account;
let carlos: Account;

const IN_REVIEW_TO_DONE = { idStatusOrigem: 2, idStatusDestino: 4 };

beforeAll(async () => {
  context = await createTestContext();
  admin = await login(context.app, DEMO_ACCOUNTS.ana.cpf);
  carlos = await login(context.app, DEMO_ACCOUNTS.carlos.cpf);
});
afterAll(async () => {
  await context.close();
});

const call = (method: 'GET' | 'POST' | 'PUT', path: string, token?: string, payload?: object) =>
  context.app.inject({ method, url: `/api${path}`, payload, headers: token ? bearer(token) : {} });

const sorted = <T extends { idStatusOrigem: number; idStatusDestino: number }>(steps: readonly T[]) =>
  [...steps].sort((a, b) => a.idStatusOrigem - b.idStatusOrigem || a.idStatusDestino - b.idStatusDestino);

describe('GET /retornarEsteira', () => {
  it('lists every functionality with its transitions, for administrators only', async () => {
    const response = await call('GET', '/retornarEsteira', admin.token);
    expect(response.statusCode).toBe(200);
    const workflows = response.json() as Array<{ idFuncionalidade: number; nome: string; transicoes: unknown[] }>;
    const functionalities = (await call('GET', '/requisicaoFuncionalidade', admin.token)).json() as unknown[];
    expect(workflows).toHaveLength(functionalities.length);
    const redemption = workflows.find((item) => item.idFuncionalidade === FUNCTIONALITY.REDEMPTION)!;
    // Redemptions are analysed before they are concluded: no Recebida → Concluída.
    expect(redemption.transicoes).toEqual(sorted(ANALYSED_WORKFLOW));
    expect(redemption.transicoes).not.toContainEqual({ idStatusOrigem: 1, idStatusDestino: 4 });
    expect(workflows.find((item) => item.idFuncionalidade === FUNCTIONALITY.FATCA)).toEqual({ idFuncionalidade: FUNCTIONALITY.FATCA, nome: expect.any(String), transicoes: sorted(DEFAULT_WORKFLOW) });

    expect((await call('GET', '/retornarEsteira')).statusCode).toBe(401);
    expect((await call('GET', '/retornarEsteira', carlos.token)).statusCode).toBe(403);
  });
});

describe('GET /retornarEsteira/{idFuncionalidade}', () => {
  it('answers one functionality; 404 for one that does not exist', async () => {
    const response = await call('GET', `/retornarEsteira/${FUNCTIONALITY.PORTABILITY}`, admin.token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ idFuncionalidade: FUNCTIONALITY.PORTABILITY, transicoes: sorted(ANALYSED_WORKFLOW) });
    expect((await call('GET', '/retornarEsteira/9999', admin.token)).statusCode).toBe(404);
    expect((await call('GET', '/retornarEsteira/abc', admin.token)).statusCode).toBe(400);
    expect((await call('GET', `/retornarEsteira/${FUNCTIONALITY.FATCA}`, carlos.token)).statusCode).toBe(403);
    expect((await call('GET', `/retornarEsteira/${FUNCTIONALITY.FATCA}`)).statusCode).toBe(401);
  });
});

describe('PUT /atualizarEsteira/{idFuncionalidade}', () => {
  const put = (transicoes: unknown, token = admin.token, id: number = FUNCTIONALITY.FATCA) => call('PUT', `/atualizarEsteira/${id}`, token, { transicoes });

  it('refuses, naming the status, a workflow that breaks a rule, and keeps the old one', async () => {
    const cases: Array<[unknown[], string]> = [
      [[{ idStatusOrigem: 1, idStatusDestino: 4 }, { idStatusOrigem: 4, idStatusDestino: 2 }], '"Concluída" encerra a solicitação: nenhuma transição pode sair dela.'],
      [[{ idStatusOrigem: 1, idStatusDestino: 2 }, { idStatusOrigem: 2, idStatusDestino: 1 }], 'Nenhuma transição pode voltar para "Recebida": é a situação em que toda solicitação chega.'],
      [[{ idStatusOrigem: 1, idStatusDestino: 4 }, { idStatusOrigem: 1, idStatusDestino: 4 }], 'A transição de "Recebida" para "Concluída" aparece mais de uma vez.'],
      [[{ idStatusOrigem: 1, idStatusDestino: 4 }, { idStatusOrigem: 2, idStatusDestino: 2 }], 'A transição de "Em análise" para ela mesma não muda a situação. Retire-a.'],
      [[{ idStatusOrigem: 1, idStatusDestino: 99 }], 'A situação 99 não existe. Escolha uma das situações cadastradas.'],
      [[{ idStatusOrigem: 1, idStatusDestino: 2 }, { idStatusOrigem: 2, idStatusDestino: 3 }, { idStatusOrigem: 3, idStatusDestino: 2 }], 'Uma solicitação em "Recebida" ficaria parada: inclua um caminho de "Recebida" até uma situação que encerra a solicitação (Concluída, Cancelada, Indeferida).'],
      [[{ idStatusOrigem: 1, idStatusDestino: 4 }, { idStatusOrigem: 3, idStatusDestino: 4 }], 'Nenhuma solicitação chega a "Pendente de documentos" a partir de "Recebida": inclua uma transição que leve a ela ou retire as que saem dela.'],
      // Carlos's FUNCTIONALITY.FATCA declaration is 'Em análise' (seed): it must keep a way out.
      [[{ idStatusOrigem: 1, idStatusDestino: 4 }], 'Há solicitações deste serviço em "Em análise" que ficariam paradas: inclua um caminho de "Em análise" até uma situação que encerra a solicitação (Concluída, Cancelada, Indeferida).'],
    ];
    for (const [transicoes, message] of cases) {
      const response = await put(transicoes);
      expect(response.statusCode, message).toBe(400);
      const body = response.json() as { message: string; errors: Array<{ message: string }> };
      expect(body.errors.map((error) => error.message)).toContain(message);
      // The first problem is the message people read.
      expect(body.message).toBe(body.errors[0].message);
    }
    expect((await put('nada')).statusCode).toBe(400);
    expect((await put([{ idStatusOrigem: 'um', idStatusDestino: 2 }])).statusCode).toBe(400);
    expect((await call('PUT', `/atualizarEsteira/${FUNCTIONALITY.FATCA}`, admin.token, { transicoes: [], extra: 1 })).statusCode).toBe(400);
    expect((await call('GET', `/retornarEsteira/${FUNCTIONALITY.FATCA}`, admin.token)).json().transicoes).toEqual(sorted(DEFAULT_WORKFLOW));
  });

  it('401 without a session, 403 for a participant, 404 for a functionality that does not exist', async () => {
    expect((await call('PUT', `/atualizarEsteira/${FUNCTIONALITY.FATCA}`, undefined, { transicoes: DEFAULT_WORKFLOW })).statusCode).toBe(401);
    expect((await put(DEFAULT_WORKFLOW, carlos.token)).statusCode).toBe(403);
    expect((await put(DEFAULT_WORKFLOW, admin.token, 9999)).statusCode).toBe(404);
  });

  it('replaces the workflow (audited); the request centre then refuses the removed transition (409) and offers only what is left', async () => {
    const requests = (await call('GET', `/retornarSolicitacoes?idPessoa=${carlos.idPessoa}&idFuncionalidade=${FUNCTIONALITY.FATCA}&limit=100`, carlos.token)).json().requisicoes as Array<{ id: number; status: { id: number } }>;
    const inReview = requests.find((item) => item.status.id === 2)!;
    const before = (await call('GET', `/retornarSolicitacao/${inReview.id}`, admin.token)).json();
    expect(before.proximosStatus.map((status: { nome: string }) => status.nome)).toEqual(['Pendente de documentos', 'Concluída', 'Cancelada', 'Indeferida']);

    const withoutDone = DEFAULT_WORKFLOW.filter((step) => !(step.idStatusOrigem === 2 && step.idStatusDestino === 4));
    const saved = await put(withoutDone);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ idFuncionalidade: FUNCTIONALITY.FATCA, nome: expect.any(String), transicoes: sorted(withoutDone) });
    expect((await call('GET', `/retornarEsteira/${FUNCTIONALITY.FATCA}`, admin.token)).json().transicoes).not.toContainEqual(IN_REVIEW_TO_DONE);
    const [audit] = await context.database.db.select().from(auditoria).where(eq(auditoria.acao, 'esteira.alterada')).orderBy(desc(auditoria.id)).limit(1);
    expect(audit).toMatchObject({ idAtor: admin.idPessoa, idPessoaAlvo: null, detalhes: { idFuncionalidade: FUNCTIONALITY.FATCA, antes: sorted(DEFAULT_WORKFLOW), depois: sorted(withoutDone) } });

    const after = (await call('GET', `/retornarSolicitacao/${inReview.id}`, admin.token)).json();
    expect(after.proximosStatus).toEqual([
      { id: 3, nome: 'Pendente de documentos', encerrado: false },
      { id: 5, nome: 'Cancelada', encerrado: true },
      { id: 6, nome: 'Indeferida', encerrado: true },
    ]);
    const refused = await call('POST', `/alterarStatusSolicitacao/${inReview.id}`, admin.token, { idStatus: 4, comentario: null });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('A esteira deste serviço não permite passar de "Em análise" para "Concluída".');
    // Through 'Pendente de documentos' it still ends.
    expect((await call('POST', `/alterarStatusSolicitacao/${inReview.id}`, admin.token, { idStatus: 3, comentario: null })).statusCode).toBe(200);
    const pending = (await call('GET', `/retornarSolicitacao/${inReview.id}`, admin.token)).json();
    expect(pending.proximosStatus.map((status: { id: number }) => status.id)).toEqual([2, 4, 5, 6]);
    expect((await call('POST', `/alterarStatusSolicitacao/${inReview.id}`, admin.token, { idStatus: 4, comentario: null })).statusCode).toBe(200);
    expect((await call('GET', `/retornarSolicitacao/${inReview.id}`, admin.token)).json().proximosStatus).toEqual([]);

    expect((await put(DEFAULT_WORKFLOW)).statusCode).toBe(200);
  });
});
