import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLAN_ID } from '@/domain/constants';
import { auditoria } from '@/server/db/schema/audit';
import { vinculoPlano } from '@/server/db/schema/plans';
import { designatedBeneficiariesOf } from '@/server/modules/dependants/designated-service';
import { apiOf, createTestContext, DEMO_ACCOUNTS, login, type TestContext } from './helpers';

let context: TestContext;
const api = apiOf(() => context.app);
let ana: { token: string; idPessoa: number };
let carlos: { token: string; idPessoa: number };
let maria: { token: string; idPessoa: number };
const links = { carlosHpe: 0, carlosDxc: 0, mariaHpe: 0 };

const linkOf = async (idPessoa: number, idPlano: number) =>
  (await context.database.db.select({ id: vinculoPlano.id }).from(vinculoPlano).where(and(eq(vinculoPlano.idPessoa, idPessoa), eq(vinculoPlano.idPlano, idPlano))))[0].id;

beforeAll(async () => {
  context = await createTestContext();
  ana = await login(context.app, DEMO_ACCOUNTS.ana.cpf);
  carlos = await login(context.app, DEMO_ACCOUNTS.carlos.cpf);
  maria = await login(context.app, DEMO_ACCOUNTS.maria.cpf);
  links.carlosHpe = await linkOf(carlos.idPessoa, PLAN_ID.HPE);
  links.carlosDxc = await linkOf(carlos.idPessoa, PLAN_ID.DXC);
  links.mariaHpe = await linkOf(maria.idPessoa, PLAN_ID.HPE);
});
afterAll(() => context.close());

const HELENA = { nome: 'Helena Contribuinte', cpf: '153.509.460-56', parentesco: 'Cônjuge', percentual: '60.00', email: 'helena.contribuinte@example.com', telefone: '(11) 98765-4321' };
const PEDRO = { nome: 'Pedro Contribuinte', cpf: '70248328000', parentesco: 'Filho(a)', percentual: '40.00' };
const ANA_LUIZA = { nome: 'Ana Luiza Contribuinte', cpf: '390.533.447-05', parentesco: 'Filho(a)', percentual: '20,00' };
const list = (idVinculoPlano: number) => `/api/retornarBeneficiariosIndicados/${idVinculoPlano}`;
const update = (idVinculoPlano: number) => `/api/atualizarBeneficiariosIndicados/${idVinculoPlano}`;
const history = (idVinculoPlano: number) => `/api/retornarHistoricoBeneficiariosIndicados/${idVinculoPlano}`;

describe('GET /retornarBeneficiariosIndicados', () => {
  it("gives Carlos's seeded HPE list with the plan's rules; DXC needs the fund's approval", async () => {
    const response = await api.get(list(links.carlosHpe), carlos);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ somaPercentuais: '100.00', permiteIndicacao: true, exigeAprovacao: false, solicitacaoAberta: null });
    expect(response.json().beneficiarios.map((item: { nome: string; percentual: string }) => `${item.nome} ${item.percentual}`)).toEqual(['Helena Contribuinte 60.00', 'Pedro Contribuinte 40.00']);
    expect((await api.get(list(links.carlosDxc), carlos)).json()).toMatchObject({ beneficiarios: [], somaPercentuais: '0.00', exigeAprovacao: true });
  });

  it('is 401 without a session and 403 on another person’s link, for every route', async () => {
    for (const url of [list(links.mariaHpe), history(links.mariaHpe)]) {
      expect((await api.get(url)).statusCode).toBe(401);
      expect((await api.get(url, carlos)).statusCode).toBe(403);
    }
    expect((await api.put(update(links.mariaHpe), { beneficiarios: [] })).statusCode).toBe(401);
    expect((await api.put(update(links.mariaHpe), { beneficiarios: [] }, carlos)).statusCode).toBe(403);
    // A link that does not exist says nothing to a participant; an administrator learns it is missing.
    expect((await api.get(list(999999), carlos)).statusCode).toBe(403);
    expect((await api.get(list(999999), ana)).statusCode).toBe(404);
  });
});

describe('PUT /atualizarBeneficiariosIndicados', () => {
  it('answers 400 with the field of each problem, and nothing changes', async () => {
    const bad = await api.put(update(links.carlosHpe), { beneficiarios: [{ ...HELENA, cpf: '111.111.111-11' }, { ...PEDRO, percentual: '40.001' }] }, carlos);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.map((error: { path: string }) => error.path)).toEqual(['beneficiarios/0/cpf', 'beneficiarios/1/percentual']);
    const sum = await api.put(update(links.carlosHpe), { beneficiarios: [{ ...HELENA, percentual: '33.33' }, { ...PEDRO, percentual: '33.33' }, { ...ANA_LUIZA, percentual: '33.33' }] }, carlos);
    expect(sum.statusCode).toBe(400);
    expect(sum.json().errors).toEqual([{ path: 'beneficiarios', message: expect.stringContaining('99,99 %'), type: 'sum' }]);
    const own = await api.put(update(links.carlosHpe), { beneficiarios: [{ ...HELENA, cpf: DEMO_ACCOUNTS.carlos.cpf, percentual: '100' }] }, carlos);
    expect(own.json().errors[0]).toMatchObject({ path: 'beneficiarios/0/cpf', message: 'Você não pode indicar a si mesmo como beneficiário.' });
    const repeated = await api.put(update(links.carlosHpe), { beneficiarios: [HELENA, { ...PEDRO, cpf: HELENA.cpf }] }, carlos);
    expect(repeated.json().errors[0]).toMatchObject({ path: 'beneficiarios/1/cpf', type: 'unique' });
    // The schema's own checks answer in the same shape.
    const extra = await api.put(update(links.carlosHpe), { beneficiarios: [{ ...HELENA, apelido: 'x' }] }, carlos);
    expect(extra.statusCode).toBe(400);
    expect((await api.put(update(links.carlosHpe), { beneficiarios: 'todos' }, carlos)).statusCode).toBe(400);
    expect((await api.get(list(links.carlosHpe), carlos)).json().beneficiarios).toHaveLength(2);
  });

  it('replaces the list at once (200), keeps a version with its author, and an administrator acting as Carlos is recorded as himself', async () => {
    const changed = await api.put(update(links.carlosHpe), { beneficiarios: [{ ...HELENA, percentual: '50' }, { ...PEDRO, percentual: '30' }, ANA_LUIZA] }, carlos);
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ somaPercentuais: '100.00', message: 'Beneficiários indicados salvos.' });
    expect(changed.json().beneficiarios[2]).toEqual({ nome: 'Ana Luiza Contribuinte', cpf: '39053344705', parentesco: 'Filho(a)', percentual: '20.00', email: null, telefone: null });

    const asCarlos = await context.app.inject({
      method: 'PUT',
      url: update(links.carlosHpe),
      headers: { authorization: `Bearer ${ana.token}`, 'x-pessoa-alvo': String(carlos.idPessoa) },
      payload: { beneficiarios: [{ ...HELENA, percentual: '50' }, { ...PEDRO, percentual: '50' }] },
    });
    expect(asCarlos.statusCode, asCarlos.body).toBe(200);
    // Acting as Carlos, another person's link is refused before anything is read.
    const mismatch = await context.app.inject({ method: 'PUT', url: update(links.mariaHpe), headers: { authorization: `Bearer ${ana.token}`, 'x-pessoa-alvo': String(carlos.idPessoa) }, payload: { beneficiarios: [] } });
    expect(mismatch.statusCode).toBe(403);

    const versions = (await api.get(history(links.carlosHpe), carlos)).json().versoes;
    expect(versions).toHaveLength(3);
    expect(versions[0]).toMatchObject({ autor: { id: ana.idPessoa, nome: 'Ana Administradora', administrador: true }, protocolo: null, alteracoes: { incluidos: [], removidos: ['Ana Luiza Contribuinte'], alterados: ['Pedro Contribuinte'] } });
    expect(versions[1]).toMatchObject({ autor: { id: carlos.idPessoa, administrador: false }, alteracoes: { incluidos: ['Ana Luiza Contribuinte'], removidos: [], alterados: ['Helena Contribuinte', 'Pedro Contribuinte'] } });
    expect(versions[2]).toMatchObject({ autor: { nome: 'Carlos Contribuinte' }, somaPercentuais: '100.00', alteracoes: { incluidos: ['Helena Contribuinte', 'Pedro Contribuinte'] } });

    const audit = await context.database.db.select().from(auditoria).where(eq(auditoria.acao, 'beneficiarioIndicado.alterado')).orderBy(asc(auditoria.id));
    expect(audit.map((row) => [row.idAtor, row.idPessoaAlvo])).toEqual([
      [carlos.idPessoa, carlos.idPessoa],
      [ana.idPessoa, carlos.idPessoa],
    ]);
    // The contract other modules read (the death report pays the balance by it).
    expect((await designatedBeneficiariesOf(context.database.db, links.carlosHpe)).map((item) => item.percentual)).toEqual(['50.00', '50.00']);
  });

  it('saving the same list again records no version and no audit', async () => {
    const versionsBefore = (await api.get(history(links.carlosHpe), carlos)).json().versoes.length;
    const auditBefore = (await context.database.db.select().from(auditoria).where(eq(auditoria.acao, 'beneficiarioIndicado.alterado'))).length;
    // The same two people and shares, in the other order.
    const same = await api.put(update(links.carlosHpe), { beneficiarios: [{ ...PEDRO, percentual: '50' }, { ...HELENA, percentual: '50' }] }, carlos);
    expect(same.statusCode, same.body).toBe(200);
    expect(same.json()).toMatchObject({ somaPercentuais: '100.00', message: 'Beneficiários indicados salvos.' });
    expect(same.json().beneficiarios.map((item: { nome: string }) => item.nome)).toEqual(['Helena Contribuinte', 'Pedro Contribuinte']);
    expect((await api.get(history(links.carlosHpe), carlos)).json().versoes).toHaveLength(versionsBefore);
    expect(await context.database.db.select().from(auditoria).where(eq(auditoria.acao, 'beneficiarioIndicado.alterado'))).toHaveLength(auditBefore);
  });

  it('accepts an empty list (no designation)', async () => {
    const response = await api.put(update(links.carlosHpe), { beneficiarios: [] }, carlos);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ beneficiarios: [], somaPercentuais: '0.00' });
    expect((await api.get(history(links.carlosHpe), carlos)).json().versoes[0].alteracoes.removidos).toEqual(['Helena Contribuinte', 'Pedro Contribuinte']);
  });

  it("with the plan's approval on, opens a request (202) that takes effect only when an administrator concludes it", async () => {
    const asked = await api.put(update(links.carlosDxc), { beneficiarios: [HELENA, PEDRO] }, carlos);
    expect(asked.statusCode, asked.body).toBe(202);
    const { id, protocolo } = asked.json();
    expect(asked.json().message).toContain(protocolo);
    const pending = (await api.get(list(links.carlosDxc), carlos)).json();
    expect(pending).toMatchObject({ beneficiarios: [], solicitacaoAberta: { id, protocolo, status: 'Recebida' } });
    expect(pending.solicitacaoAberta.beneficiarios).toHaveLength(2);
    // One open at a time.
    expect((await api.put(update(links.carlosDxc), { beneficiarios: [] }, carlos)).statusCode).toBe(409);
    // Only administrators move it; concluding applies the list in the same transaction.
    expect((await api.post(`/api/alterarStatusSolicitacao/${id}`, { idStatus: 4 }, carlos)).statusCode).toBe(403);
    expect((await api.post(`/api/alterarStatusSolicitacao/${id}`, { idStatus: 4, comentario: 'Conferido.' }, ana)).statusCode).toBe(200);
    const applied = (await api.get(list(links.carlosDxc), carlos)).json();
    expect(applied).toMatchObject({ somaPercentuais: '100.00', solicitacaoAberta: null });
    const [version] = (await api.get(history(links.carlosDxc), carlos)).json().versoes;
    expect(version).toMatchObject({ autor: { id: carlos.idPessoa }, protocolo, aprovadoPor: 'Ana Administradora', alteracoes: { incluidos: ['Helena Contribuinte', 'Pedro Contribuinte'] } });
  });

  it('refuses a change (422) where the plan does not allow designations', async () => {
    expect((await api.put(`/api/atualizarConfiguracaoBeneficiariosIndicados/${PLAN_ID.HPE}`, { permiteIndicacao: false, exigeAprovacao: true }, ana)).json()).toMatchObject({ permiteIndicacao: false, exigeAprovacao: false });
    const refused = await api.put(update(links.carlosHpe), { beneficiarios: [{ ...HELENA, percentual: '100' }] }, carlos);
    expect(refused.statusCode).toBe(422);
    expect((await api.get(list(links.carlosHpe), carlos)).json().permiteIndicacao).toBe(false);
    await api.put(`/api/atualizarConfiguracaoBeneficiariosIndicados/${PLAN_ID.HPE}`, { permiteIndicacao: true, exigeAprovacao: false }, ana);
  });
});

describe('the plan settings (administrators)', () => {
  it('reads and saves them, audited; participants and anonymous callers are refused; bad input is 400', async () => {
    const url = `/api/retornarConfiguracaoBeneficiariosIndicados/${PLAN_ID.DXC}`;
    expect((await api.get(url, ana)).json()).toEqual({ permiteIndicacao: true, exigeAprovacao: true });
    expect((await api.get(url)).statusCode).toBe(401);
    expect((await api.get(url, carlos)).statusCode).toBe(403);
    expect((await api.get('/api/retornarConfiguracaoBeneficiariosIndicados/999', ana)).statusCode).toBe(404);
    const save = `/api/atualizarConfiguracaoBeneficiariosIndicados/${PLAN_ID.MAIS_VALOR}`;
    expect((await api.put(save, { permiteIndicacao: true, exigeAprovacao: true }, carlos)).statusCode).toBe(403);
    expect((await api.put(save, { permiteIndicacao: 'sim' }, ana)).statusCode).toBe(400);
    const saved = await api.put(save, { permiteIndicacao: true, exigeAprovacao: true }, ana);
    expect(saved.json()).toEqual({ permiteIndicacao: true, exigeAprovacao: true, message: 'Regras de beneficiários indicados salvas.' });
    const row = (await context.database.db.select().from(auditoria).where(eq(auditoria.acao, 'configuracaoBeneficiarioIndicado.alterada')).orderBy(asc(auditoria.id))).at(-1)!;
    expect(row.detalhes).toMatchObject({ idPlano: PLAN_ID.MAIS_VALOR, antes: { exigeAprovacao: false }, depois: { exigeAprovacao: true } });
  });
});
