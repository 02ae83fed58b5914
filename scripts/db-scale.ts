// Scale data for benchmarks (issue 12): 100 000 people, each with a plan link, and 10 000 000 contributions with
// their quotas, on PostgreSQL, in minutes. Every row is made by the server (INSERT … SELECT … FROM generate_series),
// in batches, so nothing travels between this process and the database but the statements.
//
//   DATABASE_URL=postgres://… npm run db:scale            load into that database (migrated, demo seed if empty)
//   npm run db:scale -- --throwaway                       a throwaway PostgreSQL server (Debian's), loaded, timed, removed
//   SCALE_PEOPLE=1000 SCALE_MONTHS=12 npm run db:scale …  a smaller load (contributions = people × months × 2)
//
// People: CPFs 9xx.xxx.xxx-dd with valid check digits, password of the demo accounts, onboarding done. Links: one per
// person, the plans in turn (HPE, Mais Valor, DXC), the plans with profiles spread over their profiles. Contributions:
// a basic and a sponsor one each of the last SCALE_MONTHS (default 50) months, quotas from the link's series (the
// demo's ten years of monthly quota values). Running it twice adds nothing the second time.
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase } from '../src/server/db/client';
import { seedDemo } from '../src/server/db/seed/demo';
import { startPostgres } from './lib/postgres.mjs';
import { SCALE_NAME_PREFIX } from './lib/scale-mobiles.mjs';

export interface ScaleOptions {
  databaseUrl: string;
  people?: number;
  months?: number;
  log?: (line: string) => void;
}

export { SCALE_NAME_PREFIX };
const LINKS_PER_BATCH = 5_000;

const seconds = (start: number) => `${((performance.now() - start) / 1000).toFixed(1)} s`;

export async function generateScaleData({ databaseUrl, people = 100_000, months = 50, log = console.log }: ScaleOptions) {
  const started = performance.now();
  const database = await openDatabase({ databaseUrl, pgliteDir: null });
  try {
    const { rows } = (await database.db.execute(sql`select count(*)::int as n from pessoa`)) as unknown as { rows: Array<{ n: number }> };
    if (rows[0].n === 0) {
      const seeding = performance.now();
      await seedDemo(database.db);
      log(`demo seed: ${seconds(seeding)}`);
    }
  } finally {
    await database.close();
  }

  const client = new pg.Client(databaseUrl);
  await client.connect();
  try {
    // Bulk load: no waiting for the disk on every batch (a crash loses the last batches, which running again redoes).
    await client.query('set synchronous_commit = off');
    await client.query(`
      create or replace function pg_temp.cpf_of(base bigint) returns text language sql immutable as $$
        with d as (select lpad(base::text, 9, '0') as s),
        first as (select s, (case when (sum(substr(s, i, 1)::int * (11 - i)) * 10) % 11 = 10 then 0 else (sum(substr(s, i, 1)::int * (11 - i)) * 10) % 11 end) as dv
                  from d, generate_series(1, 9) i group by s),
        second as (select s || dv as s10 from first)
        select s10 || (case when (sum(substr(s10, i, 1)::int * (12 - i)) * 10) % 11 = 10 then 0 else (sum(substr(s10, i, 1)::int * (12 - i)) * 10) % 11 end)
        from second, generate_series(1, 10) i group by s10
      $$`);

    const existing = (await client.query(`select count(*)::int as n from pessoa where nome like $1`, [`${SCALE_NAME_PREFIX}%`])).rows[0].n as number;
    let step = performance.now();
    if (existing < people) {
      await client.query('begin');
      await client.query(
        `insert into pessoa (nome, cpf, data_nascimento, email, admin, senha_hash, onboarding)
         select $1 || g, pg_temp.cpf_of(900000000 + g), date '1960-01-01' + (g % 15000), 'escala' || g || '@exemplo.com.br', 'N',
                (select senha_hash from pessoa where admin = 'N' order by id limit 1), 'N'
         from generate_series($2::int + 1, $3::int) g
         on conflict (cpf) do nothing`,
        [SCALE_NAME_PREFIX, existing, people],
      );
      await client.query(
        `insert into vinculo_plano (id_pessoa, id_plano, matricula, id_categoria, id_situacao, data_adesao, salario, id_perfil_investimento)
         select p.id, plan.id, 'E' || n.g, ref.id_categoria, ref.id_situacao, date '2010-01-01' + (n.g % 3000), 5000 + (n.g % 200) * 50,
                (select pi.id from perfil_investimento pi where pi.id_plano = plan.id order by pi.ordem offset (n.g % 4) limit 1)
         from pessoa p
         cross join lateral (select substr(p.nome, length($1) + 1)::int as g) n
         cross join lateral (select (array[1, 4, 7])[1 + n.g % 3] as id) plan
         cross join (select id_categoria, id_situacao from vinculo_plano order by id limit 1) ref
         where p.nome like $1 || '%' and not exists (select 1 from vinculo_plano v where v.id_pessoa = p.id)`,
        [SCALE_NAME_PREFIX],
      );
      await client.query('commit');
      log(`people and links: ${people - existing} in ${seconds(step)}`);
    } else log(`people and links: already there (${existing})`);

    // The quota value of each series and month, once, for the join below.
    await client.query(`
      create temporary table scale_quota as
      select id_plano, id_perfil_investimento, date_trunc('month', data)::date as competencia, (array_agg(valor order by data desc))[1] as valor
      from valor_cota group by 1, 2, 3`);
    await client.query('analyze scale_quota');
    const { min, max } = (await client.query(`select min(v.id)::int as min, max(v.id)::int as max from vinculo_plano v join pessoa p on p.id = v.id_pessoa where p.nome like $1`, [`${SCALE_NAME_PREFIX}%`])).rows[0] as {
      min: number;
      max: number;
    };
    step = performance.now();
    let inserted = 0;
    for (let from = min; from <= max; from += LINKS_PER_BATCH) {
      const to = Math.min(from + LINKS_PER_BATCH - 1, max);
      // A plan without profiles has one series (profile null); a plan with profiles, the link's profile's.
      const result = await client.query(
        `insert into contribuicao (id_vinculo_plano, competencia, tipo, valor, cotas, valor_cota, status)
         select v.id, m.competencia, t.tipo, t.valor, round(t.valor / q.valor, 8), q.valor, 'paga'
         from vinculo_plano v
         cross join lateral (select (date_trunc('month', now()) - make_interval(months => k))::date as competencia from generate_series(1, $3::int) k) m
         join scale_quota q on q.id_plano = v.id_plano and q.id_perfil_investimento is not distinct from v.id_perfil_investimento and q.competencia = m.competencia
         cross join lateral (values ('basica', round(v.salario * 0.06, 2)), ('patrocinadora', round(v.salario * 0.06, 2))) t(tipo, valor)
         where v.id between $1 and $2 and v.matricula like 'E%'
           and not exists (select 1 from contribuicao c where c.id_vinculo_plano = v.id)`,
        [from, to, months],
      );
      inserted += result.rowCount ?? 0;
      if (((from - min) / LINKS_PER_BATCH) % 4 === 3 || to === max) log(`contributions: ${inserted.toLocaleString('pt-BR')} (${seconds(step)})`);
    }
    const analyzing = performance.now();
    await client.query('analyze pessoa, vinculo_plano, contribuicao, valor_cota');
    log(`analyze: ${seconds(analyzing)}`);
    const totals = (await client.query(`select (select count(*) from pessoa)::int as pessoas, (select count(*) from contribuicao)::bigint as contribuicoes`)).rows[0];
    log(`done in ${seconds(started)}: ${totals.pessoas} people, ${totals.contribuicoes} contributions in the database`);
    return { seconds: (performance.now() - started) / 1000, inserted };
  } finally {
    await client.end();
  }
}

const isMain = process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop()!);
if (isMain) {
  const people = Number(process.env.SCALE_PEOPLE ?? 100_000);
  const months = Number(process.env.SCALE_MONTHS ?? 50);
  if (process.argv.includes('--throwaway')) {
    const server = await startPostgres();
    try {
      console.log(`throwaway PostgreSQL at ${server.url}`);
      await generateScaleData({ databaseUrl: server.url, people, months });
    } finally {
      server.stop();
    }
  } else {
    const databaseUrl = process.env.DATABASE_URL;
    if (!databaseUrl?.startsWith('postgres')) {
      console.error('Defina DATABASE_URL=postgres://… (o gerador de escala usa PostgreSQL) ou use --throwaway.');
      process.exit(2);
    }
    await generateScaleData({ databaseUrl, people, months });
  }
}
