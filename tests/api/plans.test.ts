import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { plano } from '@/server/db/schema/plans';
import { apiOf, createTestContext, DEMO_ACCOUNTS, login, type TestContext } from './helpers';

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
const functionalityIds = async (url: string, token: string) => (JSON.parse((await get(url, token)).json().funcionalidades) as Array<{ id: number }>).map((item) => item.id);

describe('GET /api/retornarPlanos', () => {
  it('lists every plan for administrators', async () => {
    const response = await get('/api/retornarPlanos', admin.token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      { id: 1, nome: 'HPE', nomeExibicao: 'HPE', tem_perfil: 'S', tipo: '1', id_declaracao_ir: 2 },
      { id: 4, nome: 'MAIS_VALOR', nomeExibicao: 'Mais Valor', tem_perfil: 'N', tipo: '2', id_declaracao_ir: 4 },
      { id: 7, nome: 'DXC', nomeExibicao: 'DXC', tem_perfil: 'S', tipo: '1', id_declaracao_ir: 6 },
    ]);
  });

  it('is refused to participants (403) and to visitors (401)', async () => {
    expect((await get('/api/retornarPlanos', carlos.token)).statusCode).toBe(403);
    expect((await get('/api/retornarPlanos')).statusCode).toBe(401);
  });
});

describe('GET /api/retornarPlanosAtivos/{idPessoa}', () => {
  it("returns the person's plan links", async () => {
    const response = await get(`/api/retornarPlanosAtivos/${carlos.idPessoa}`, carlos.token);
    expect(response.statusCode).toBe(200);
    const links = response.json();
    expect(links).toHaveLength(2);
    expect(links[0]).toMatchObject({
      matricula: '100231',
      plano: { id: 1, nome: 'HPE', nomeExibicao: 'HPE', tem_perfil: 'S', tipo: '1' },
      categoria: { id: 1, nome: 'Contribuinte' },
      situacao: { id: 1, nome: 'Ativo' },
      pessoa: { id: carlos.idPessoa, nome: 'Carlos Contribuinte' },
    });
    expect(links[1].plano.nome).toBe('DXC');
  });

  it("refuses another person's id with 403, and lets administrators read anyone", async () => {
    expect((await get(`/api/retornarPlanosAtivos/${sofia.idPessoa}`, carlos.token)).statusCode).toBe(403);
    const asAdmin = await get(`/api/retornarPlanosAtivos/${sofia.idPessoa}`, admin.token);
    expect(asAdmin.statusCode).toBe(200);
    // The code stays for other clients; people read the display name.
    expect(asAdmin.json()[0].plano).toMatchObject({ nome: 'MAIS_VALOR', nomeExibicao: 'Mais Valor' });
    expect((await get(`/api/retornarPlanosAtivos/999999`, admin.token)).json()).toEqual([]);
  });

  it.each(['abc', '0', '-1', '1.5', '99999999999'])('refuses the id %s with 400', async (id) => {
    const response = await get(`/api/retornarPlanosAtivos/${id}`, carlos.token);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].path).toBe('params/idPessoa');
  });

  it('needs a session', async () => {
    expect((await get(`/api/retornarPlanosAtivos/${carlos.idPessoa}`)).statusCode).toBe(401);
  });
});

describe('GET /api/retornarPlanoFuncionalidades/{idPlano}/{idCategoria}/{idSituacao}', () => {
  it('returns the enabled services as a JSON string, by the plan kind', async () => {
    const hpe = await functionalityIds('/api/retornarPlanoFuncionalidades/1/1/1', carlos.token);
    expect(hpe).toEqual(expect.arrayContaining([1, 2, 3, 6, 8, 32]));
    expect(hpe).not.toContain(27);
    const maisValor = await functionalityIds('/api/retornarPlanoFuncionalidades/4/4/1', sofia.token);
    expect(maisValor).toEqual(expect.arrayContaining([27, 28, 13, 29, 37]));
    expect(maisValor).not.toContain(32);
    // The exit options are chosen on leaving the sponsor (Resolução CNPC 50/2022), not while active.
    for (const exitOption of [30, 14, 15, 16, 17]) expect(maisValor).not.toContain(exitOption);
    const left = await functionalityIds('/api/retornarPlanoFuncionalidades/4/1/7', admin.token);
    expect(left).toEqual(expect.arrayContaining([30, 14, 15, 16, 17]));
  });

  it('follows a change of the plan kind', async () => {
    await context.database.db.update(plano).set({ tipo: '2' }).where(eq(plano.id, 7));
    const ids = await functionalityIds('/api/retornarPlanoFuncionalidades/7/1/1', carlos.token);
    expect(ids).toContain(27);
    expect(ids).not.toContain(32);
    await context.database.db.update(plano).set({ tipo: '1' }).where(eq(plano.id, 7));
  });

  it('gives items with name, href and icon', async () => {
    const response = await get('/api/retornarPlanoFuncionalidades/1/1/1', carlos.token);
    const pep = JSON.parse(response.json().funcionalidades).find((item: { id: number }) => item.id === 2);
    expect(pep).toEqual({ id: 2, nome: 'Pessoa politicamente exposta', href: '/services/pep', icone: 'shield-check' });
  });

  it("refuses a participant a plan triple that is not one of their links (403); administrators see any", async () => {
    expect((await get('/api/retornarPlanoFuncionalidades/4/4/1', carlos.token)).statusCode).toBe(403);
    expect((await get('/api/retornarPlanoFuncionalidades/1/2/2', carlos.token)).statusCode).toBe(403);
    const asAdmin = await functionalityIds('/api/retornarPlanoFuncionalidades/1/2/2', admin.token);
    expect(asAdmin).toEqual(expect.arrayContaining([19, 20, 21]));
  });

  it('refuses bad ids and missing sessions', async () => {
    expect((await get('/api/retornarPlanoFuncionalidades/1/x/1', carlos.token)).statusCode).toBe(400);
    expect((await get('/api/retornarPlanoFuncionalidades/1/1/1')).statusCode).toBe(401);
  });
});

describe('GET /api/retornarConfiguracaoTema/{idPlano}', () => {
  it('is public and returns the theme, or null for a plan without one', async () => {
    const response = await get('/api/retornarConfiguracaoTema/1');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ cor_primaria: '#3BA387', logo: '/images/planos/hpe.svg', background: '/images/planos/fundo-hpe.svg', plano: 1 });
    expect((await get('/api/retornarConfiguracaoTema/99')).json()).toBeNull();
    expect((await get('/api/retornarConfiguracaoTema/um')).statusCode).toBe(400);
  });
});
