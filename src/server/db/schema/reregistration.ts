import { boolean, char, date, index, integer, pgTable, primaryKey, serial, unique, smallint, timestamp, varchar } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { anexo } from './attachments';
import { pessoa } from './people';
import { plano } from './plans';

/** A re-registration campaign (issue 16): the people with a current link in its plans when it was created must answer. */
export const campanhaRecadastramento = pgTable('campanha_recadastramento', {
  id: serial('id').primaryKey(),
  titulo: varchar('titulo', { length: 200 }).notNull(),
  inicio: date('inicio').notNull(),
  fim: date('fim').notNull(),
  idCriador: integer('id_criador').references(() => pessoa.id),
  criadoEm: createdAt(),
  /**
   * When the people who must answer were notified in the portal that it opened: at creation for a campaign open that
   * day, otherwise by the sweep once its first day arrives. Set in the notification's transaction, so each campaign
   * is announced once even with several instances sweeping.
   */
  aberturaNotificadaEm: timestamp('abertura_notificada_em', { withTimezone: true }),
});

export const campanhaRecadastramentoPlano = pgTable(
  'campanha_recadastramento_plano',
  {
    idCampanha: integer('id_campanha').notNull().references(() => campanhaRecadastramento.id),
    idPlano: integer('id_plano').notNull().references(() => plano.id),
  },
  (table) => [primaryKey({ columns: [table.idCampanha, table.idPlano] })],
);

/** One person's re-registration in a campaign: pending until answered (respondidoEm), with the proof sent. */
export const recadastramento = pgTable(
  'recadastramento',
  {
    id: serial('id').primaryKey(),
    idCampanha: integer('id_campanha').notNull().references(() => campanhaRecadastramento.id),
    idPessoa: integer('id_pessoa').notNull().references(() => pessoa.id),
    respondidoEm: timestamp('respondido_em', { withTimezone: true }),
    /** 'portal' (signed in) or 'link' (the e-mailed single-use link). */
    canal: varchar('canal', { length: 10 }).$type<'portal' | 'link'>(),
    /** The person changed something (address, contacts, dependants) rather than only confirming. */
    houveAlteracao: boolean('houve_alteracao'),
    tipoComprovante: varchar('tipo_comprovante', { length: 10 }).$type<'vida' | 'endereco'>(),
    idAnexoComprovante: integer('id_anexo_comprovante').references(() => anexo.id),
    ultimoLembreteEm: timestamp('ultimo_lembrete_em', { withTimezone: true }),
    lembretesEnviados: smallint('lembretes_enviados').notNull().default(0),
  },
  (table) => [unique('recadastramento_campanha_pessoa').on(table.idCampanha, table.idPessoa), index('recadastramento_pessoa_idx').on(table.idPessoa)],
);

/** The e-mailed links' tokens: only the SHA-256 is kept; single use, expiring, good for that one re-registration. */
export const tokenRecadastramento = pgTable('token_recadastramento', {
  id: serial('id').primaryKey(),
  idRecadastramento: integer('id_recadastramento').notNull().references(() => recadastramento.id),
  tokenHash: char('token_hash', { length: 64 }).notNull().unique(),
  expiraEm: timestamp('expira_em', { withTimezone: true }).notNull(),
  usadoEm: timestamp('usado_em', { withTimezone: true }),
  criadoEm: createdAt(),
});
