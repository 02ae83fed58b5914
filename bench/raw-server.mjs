// The baseline of bench/run.mjs: GET /api/retornarPlanosAtivos/:idPessoa on bare node:http + pg, doing the
// same database work as the API (session lookup, then the plan-links query, both prepared statements as in
// the API) minus the framework.
// Env: DATABASE_URL, PORT. Listens on 127.0.0.1 only.
import { createHash } from 'node:crypto';
import { createServer } from 'node:http';
import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 20 });

const SESSION_SQL = `
  select sessao.id as id_sessao, pessoa.id, pessoa.nome, pessoa.admin
  from sessao inner join pessoa on pessoa.id = sessao.id_pessoa
  where sessao.token_hash = $1 and sessao.revogado_em is null and sessao.expira_em > now()
  limit 1`;

const LINKS_SQL = `
  select vinculo_plano.id, vinculo_plano.matricula,
         plano.id as plano_id, plano.nome as plano_nome, plano.nome_exibicao as plano_nome_exibicao, plano.tem_perfil, plano.tipo,
         categoria.id as categoria_id, categoria.nome as categoria_nome,
         situacao.id as situacao_id, situacao.nome as situacao_nome,
         pessoa.id as pessoa_id, pessoa.nome as pessoa_nome
  from vinculo_plano
  inner join plano on plano.id = vinculo_plano.id_plano
  inner join categoria on categoria.id = vinculo_plano.id_categoria
  inner join situacao on situacao.id = vinculo_plano.id_situacao
  inner join pessoa on pessoa.id = vinculo_plano.id_pessoa
  where vinculo_plano.id_pessoa = $1
  order by plano.id asc, vinculo_plano.id asc`;

// The API sends these on every response (plugins/security-headers.ts): same bytes on the wire.
const HEADERS = {
  'Content-Type': 'application/json; charset=utf-8',
  'Content-Security-Policy':
    "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; font-src 'self' data:; connect-src 'self' ws: wss:; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'",
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
};

function send(res, status, body) {
  res.writeHead(status, HEADERS).end(JSON.stringify(body));
}

async function handle(req, res) {
  if (req.url === '/api/saude') {
    await pool.query('select 1');
    return send(res, 200, { status: 'ok' });
  }
  const route = /^\/api\/retornarPlanosAtivos\/(\d+)$/.exec(req.url ?? '');
  if (req.method !== 'GET' || !route) return send(res, 404, { message: 'not found' });
  const idPessoa = Number(route[1]);

  const token = /^Bearer ([A-Za-z0-9_-]{20,200})$/.exec(req.headers.authorization ?? '')?.[1];
  if (!token) return send(res, 401, { message: 'unauthenticated' });
  const tokenHash = createHash('sha256').update(token).digest('hex');
  const { rows: sessions } = await pool.query({ name: 'sessao_ativa', text: SESSION_SQL, values: [tokenHash] });
  const auth = sessions[0];
  if (!auth) return send(res, 401, { message: 'unauthenticated' });
  if (auth.admin !== 'S' && auth.id !== idPessoa) return send(res, 403, { message: 'forbidden' });

  const { rows } = await pool.query({ name: 'vinculos_da_pessoa', text: LINKS_SQL, values: [idPessoa] });
  send(
    res,
    200,
    rows.map((row) => ({
      id: row.id,
      matricula: row.matricula,
      plano: { id: row.plano_id, nome: row.plano_nome, nomeExibicao: row.plano_nome_exibicao, tem_perfil: row.tem_perfil, tipo: row.tipo },
      categoria: { id: row.categoria_id, nome: row.categoria_nome },
      situacao: { id: row.situacao_id, nome: row.situacao_nome },
      pessoa: { id: row.pessoa_id, nome: row.pessoa_nome },
    })),
  );
}

const server = createServer((req, res) => {
  handle(req, res).catch((error) => {
    console.error(error);
    if (!res.headersSent) send(res, 500, { message: 'internal' });
  });
});
server.listen(Number(process.env.PORT), '127.0.0.1');

// Nothing to flush: ending the pool first would only fail the queries of requests still in flight.
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => process.exit(0));
