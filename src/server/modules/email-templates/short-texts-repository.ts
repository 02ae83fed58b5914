import { and, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { modeloMensagemCurta } from '../../db/schema/email-templates';

/** SQL of the short texts' edits (SMS and WhatsApp of each notice kind); no rules here. */

export async function listShortTextEdits(db: Queryable) {
  return db.select().from(modeloMensagemCurta);
}

export async function saveShortTextEdit(db: Queryable, values: { tipo: string; canal: string; texto: string; idAtor: number }) {
  const now = new Date();
  await db
    .insert(modeloMensagemCurta)
    .values({ ...values, atualizadoEm: now })
    .onConflictDoUpdate({ target: [modeloMensagemCurta.tipo, modeloMensagemCurta.canal], set: { texto: values.texto, idAtor: values.idAtor, atualizadoEm: now } });
}

export async function deleteShortTextEdit(db: Queryable, tipo: string, canal: string) {
  const rows = await db
    .delete(modeloMensagemCurta)
    .where(and(eq(modeloMensagemCurta.tipo, tipo), eq(modeloMensagemCurta.canal, canal)))
    .returning({ tipo: modeloMensagemCurta.tipo });
  return rows.length > 0;
}
