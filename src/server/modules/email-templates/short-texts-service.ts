import {
  defaultShortText,
  isShortTextChannel,
  SHORT_TEXT_CHANNEL_NOTES,
  SHORT_TEXT_CHANNELS,
  SHORT_TEXT_LIMITS,
  SHORT_TEXT_MESSAGES,
  SHORT_TEXT_VARIABLES,
  shortTextProblems,
  type ShortTextChannel,
} from '@/domain/email-templates-short-texts';
import { isNoticeKind, NOTICE_CHANNEL_LABELS, NOTICE_KIND_KEYS, NOTICE_KINDS, type NoticeKind } from '@/domain/notices';
import type { Database } from '../../db/client';
import { HttpError } from '../../http-error';
import { recordAudit } from '../../audit/record';
import * as repository from './short-texts-repository';

interface Context {
  idAtor: number;
  ip: string;
}

function keyOr404(tipo: string, canal: string): { tipo: NoticeKind; canal: ShortTextChannel } {
  if (!isNoticeKind(tipo) || !isShortTextChannel(canal)) throw new HttpError(404, SHORT_TEXT_MESSAGES.notFound);
  return { tipo, canal };
}

/** settings/emails, the SMS and WhatsApp texts of every notice kind: administrators edit and reset them, audited. */
export function createShortTextService(db: Database) {
  function view(tipo: NoticeKind, canal: ShortTextChannel, edit: { texto: string } | undefined) {
    const padrao = defaultShortText(tipo, canal);
    return {
      tipo,
      nome: NOTICE_KINDS[tipo].nome,
      descricao: NOTICE_KINDS[tipo].descricao,
      canal,
      nomeCanal: NOTICE_CHANNEL_LABELS[canal],
      texto: edit?.texto ?? padrao,
      padrao,
      personalizado: edit !== undefined,
      variaveis: SHORT_TEXT_VARIABLES.map((variable) => ({ ...variable })),
      limite: SHORT_TEXT_LIMITS.caracteres,
      observacao: SHORT_TEXT_CHANNEL_NOTES[canal],
    };
  }

  async function viewOne(tipo: NoticeKind, canal: ShortTextChannel) {
    const edits = await repository.listShortTextEdits(db);
    return view(tipo, canal, edits.find((edit) => edit.tipo === tipo && edit.canal === canal));
  }

  return {
    async list() {
      const edits = await repository.listShortTextEdits(db);
      return NOTICE_KIND_KEYS.flatMap((tipo) => SHORT_TEXT_CHANNELS.map((canal) => view(tipo, canal, edits.find((edit) => edit.tipo === tipo && edit.canal === canal))));
    },

    async update(tipoParam: string, canalParam: string, input: { texto: string }, context: Context) {
      const { tipo, canal } = keyOr404(tipoParam, canalParam);
      const problems = shortTextProblems(input.texto);
      // The first problem is the message (it names the unknown placeholder); all of them go as field errors.
      if (problems.length) throw new HttpError(400, problems[0].message, {}, problems);
      await db.transaction(async (tx) => {
        await repository.saveShortTextEdit(tx, { tipo, canal, texto: input.texto.trim(), idAtor: context.idAtor });
        await recordAudit(tx, { idAtor: context.idAtor, idPessoaAlvo: null, acao: 'modeloMensagemCurta.alterado', ip: context.ip, detalhes: { tipo, canal } });
      });
      return { ...(await viewOne(tipo, canal)), message: SHORT_TEXT_MESSAGES.saved(NOTICE_KINDS[tipo].nome, canal) };
    },

    async reset(tipoParam: string, canalParam: string, context: Context) {
      const { tipo, canal } = keyOr404(tipoParam, canalParam);
      await db.transaction(async (tx) => {
        const deleted = await repository.deleteShortTextEdit(tx, tipo, canal);
        if (deleted) await recordAudit(tx, { idAtor: context.idAtor, idPessoaAlvo: null, acao: 'modeloMensagemCurta.restaurado', ip: context.ip, detalhes: { tipo, canal } });
      });
      return { ...(await viewOne(tipo, canal)), message: SHORT_TEXT_MESSAGES.reset(NOTICE_KINDS[tipo].nome, canal) };
    },
  };
}

export type ShortTextService = ReturnType<typeof createShortTextService>;
