// Gives every person of the scale data (scripts/db-scale.ts) a verified mobile number and SMS for one notice kind,
// in two statements: what the notice benchmark and the kill -9 test need before a notice goes to all of them.
// The numbers are valid Brazilian mobiles, unique per person: +55 11 9 then the person's number on 8 digits.

/** The scale people's names start with this, then their number (scripts/db-scale.ts makes them). */
export const SCALE_NAME_PREFIX = 'Participante de escala ';

/** The mobile number of scale person number `n` (1-based), as the portal stores it (E.164). */
export function scaleMobileOf(n) {
  return `+55119${String(n).padStart(8, '0')}`;
}

/**
 * `client` is a pg Client or Pool; `channels` what the people choose for `kind` (e-mail kept by default, as a person
 * who adds SMS keeps the e-mail). Returns how many people it touched.
 */
export async function giveScalePeopleSms(client, kind, channels = ['email', 'sms']) {
  const people = `select id, substr(nome, length($1) + 1)::int as n from pessoa where nome like $1 || '%'`;
  const mobiles = await client.query(
    `insert into celular_aviso (id_pessoa, numero, verificado_em)
     select id, '+55119' || lpad(n::text, 8, '0'), now() from (${people}) p
     on conflict (id_pessoa) do update set numero = excluded.numero, verificado_em = excluded.verificado_em`,
    [SCALE_NAME_PREFIX],
  );
  await client.query(
    `insert into preferencia_aviso (id_pessoa, tipo, canais)
     select id, $2, $3::varchar[] from (${people}) p
     on conflict (id_pessoa, tipo) do update set canais = excluded.canais`,
    [SCALE_NAME_PREFIX, kind, channels],
  );
  return mobiles.rowCount ?? 0;
}
