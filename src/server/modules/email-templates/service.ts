import {
  EMAIL_STATUS_LABELS,
  EMAIL_TEMPLATE_KEYS,
  EMAIL_TEMPLATE_MESSAGES,
  EMAIL_TEMPLATES,
  deliveryStatus,
  isEmailTemplateKey,
  templateProblems,
  type EmailTemplateKey,
} from '@/domain/email-templates';
import type { Database } from '../../db/client';
import { HttpError } from '../../http-error';
import { currentTemplate } from '../../mail/templates';
import { recordAudit } from '../../audit/record';
import * as repository from './repository';

function definitionOr404(chave: string) {
  if (!isEmailTemplateKey(chave)) throw new HttpError(404, EMAIL_TEMPLATE_MESSAGES.notFound);
  return EMAIL_TEMPLATES[chave];
}

/** settings/emails: the templates (administrators edit and reset them, audited) and the log of sent e-mails. */
export function createEmailTemplateService(db: Database) {
  async function view(chave: EmailTemplateKey) {
    const definition = EMAIL_TEMPLATES[chave];
    const template = await currentTemplate(db, chave);
    return {
      chave,
      nome: definition.nome,
      descricao: definition.descricao,
      assunto: template.assunto,
      corpo: template.corpo,
      personalizado: template.personalizado,
      variaveis: definition.variaveis.map((variable) => ({ ...variable })),
      obrigatorias: [...definition.obrigatorias],
      padrao: { assunto: definition.assunto, corpo: definition.corpo },
    };
  }

  return {
    async list() {
      return Promise.all(EMAIL_TEMPLATE_KEYS.map((chave) => view(chave)));
    },

    async update(chave: string, input: { assunto: string; corpo: string }, context: { idAtor: number; ip: string }) {
      const definition = definitionOr404(chave);
      const problems = templateProblems(definition, input);
      // The first problem is the message (it names the unknown placeholder); all of them go as field errors.
      if (problems.length) throw new HttpError(400, problems[0].message, {}, problems);
      const values = { assunto: input.assunto.trim(), corpo: input.corpo.trim() };
      await db.transaction(async (tx) => {
        await repository.saveEdit(tx, { chave: definition.chave, ...values, idAtor: context.idAtor });
        await recordAudit(tx, { idAtor: context.idAtor, idPessoaAlvo: null, acao: 'modeloEmail.alterado', ip: context.ip, detalhes: { chave: definition.chave } });
      });
      return { ...(await view(definition.chave)), message: EMAIL_TEMPLATE_MESSAGES.saved(definition.nome) };
    },

    async reset(chave: string, context: { idAtor: number; ip: string }) {
      const definition = definitionOr404(chave);
      await db.transaction(async (tx) => {
        const deleted = await repository.deleteEdit(tx, definition.chave);
        if (deleted) await recordAudit(tx, { idAtor: context.idAtor, idPessoaAlvo: null, acao: 'modeloEmail.restaurado', ip: context.ip, detalhes: { chave: definition.chave } });
      });
      return { ...(await view(definition.chave)), message: EMAIL_TEMPLATE_MESSAGES.reset(definition.nome) };
    },

    async log(filters: repository.EmailLogFilters, page: number, limit: number) {
      const { rows, total } = await repository.listSent(db, filters, limit, page * limit);
      return {
        registros: rows.map((row) => {
          const status = deliveryStatus(row);
          return {
            id: row.id,
            destinatario: row.destinatario,
            assunto: row.assunto,
            chave: row.chave,
            modelo: row.chave && isEmailTemplateKey(row.chave) ? EMAIL_TEMPLATES[row.chave].nome : null,
            status,
            situacao: EMAIL_STATUS_LABELS[status],
            criadoEm: row.criadoEm.toISOString(),
            enviadoEm: row.enviadoEm?.toISOString() ?? null,
            erro: row.erro,
          };
        }),
        page,
        totalPage: Math.ceil(total / limit),
        total,
      };
    },
  };
}

export type EmailTemplateService = ReturnType<typeof createEmailTemplateService>;
