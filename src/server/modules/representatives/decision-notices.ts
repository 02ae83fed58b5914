import { firstName } from '@/domain/notices';
import { REPRESENTATION_KIND_LABELS, representationDecisionNotice, type RepresentationDecision } from '@/domain/representatives';
import type { NoticeService } from '../notices/service';

type DecidedRepresentation = Omit<RepresentationDecision, 'decisao' | 'nomePessoa' | 'nomeRepresentante' | 'motivo'> & {
  idPessoa: number;
  idRepresentante: number;
  /** The registration created the representative's person: they have no account yet (an approval sends the first access). */
  novoRepresentante: boolean;
};

/**
 * The fund's decision on a registration, told in the portal and by each one's chosen channels ('representacao') to
 * the represented person and to the representative who already has an account (a new one hears by the first-access
 * e-mail an approval sends). Both are told directly, so the person's representatives get no copy of it.
 */
export function createDecisionNotices(notices: NoticeService) {
  return async function sendDecisionNotice(row: DecidedRepresentation, names: { pessoa: string; representante: string }, decisao: RepresentationDecision['decisao'], motivo?: string) {
    const { titulo, descricao, mensagem } = representationDecisionNotice({ ...row, decisao, motivo, nomePessoa: names.pessoa, nomeRepresentante: names.representante });
    const tipo = REPRESENTATION_KIND_LABELS[row.tipo];
    await notices.notifyMany(
      {
        tipo: 'representacao',
        titulo,
        descricao,
        link: '/perfil/representantes',
        email: {
          chave: 'aviso_representacao_decisao',
          valores: (person) => ({ nome: firstName(person.nome), representado: names.pessoa, representante: names.representante, tipo, decisao, mensagem }),
        },
      },
      row.novoRepresentante ? [row.idPessoa] : [row.idPessoa, row.idRepresentante],
      { forwardToRepresentatives: false },
    );
  };
}
