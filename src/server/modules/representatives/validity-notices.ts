import { fundToday } from '@/domain/business-days';
import { formatDateBr } from '@/domain/format-date';
import { firstName } from '@/domain/notices';
import { dueValidityNotice, REPRESENTATION_KIND_LABELS } from '@/domain/representatives';
import type { Database } from '../../db/client';
import { recordAudit } from '../../audit/record';
import type { NoticeService } from '../notices/service';
import * as repository from './repository';

/**
 * The recurring job's part: 30 and 7 days before an approved representation's validity ends, and the day after it
 * ended (when access has already stopped), both the person and the representative are told, each milestone once.
 */
export function createValidityNotices(db: Database, notices: NoticeService) {
  return async function sendValidityNotices(now: Date) {
    const today = fundToday(now);
    let enviados = 0;
    for (const row of await repository.endingSoon(db, today)) {
      const due = dueValidityNotice(today, row.fimVigencia, row.avisosVigencia);
      if (!due || !(await repository.claimValidityNotice(db, row.id, due.marco))) continue;
      const fim = formatDateBr(row.fimVigencia);
      const tipo = REPRESENTATION_KIND_LABELS[row.tipo];
      const situacao = due.marco === 'fim' ? `terminou em ${fim}` : `termina em ${due.dias} dias, em ${fim}`;
      const names = new Map([
        [row.idPessoa, row.nomePessoa],
        [row.idRepresentante, row.nome],
      ]);
      await notices.notifyMany(
        {
          tipo: 'representacao',
          titulo: `A representação de ${row.nomePessoa} (${tipo}) ${situacao}`,
          descricao:
            due.marco === 'fim'
              ? `${row.nome} não pode mais agir por ${row.nomePessoa} no portal. Para continuar, cadastre de novo o representante com o documento atualizado.`
              : `Depois de ${fim}, ${row.nome} não poderá mais agir por ${row.nomePessoa} no portal. Para continuar, cadastre de novo o representante com o documento atualizado.`,
          link: '/perfil/representantes',
          email: { chave: 'aviso_representacao', valores: (person) => ({ nome: firstName(person.nome), representado: row.nomePessoa, representante: row.nome, tipo, situacao }) },
        },
        [...names.keys()],
        { forwardToRepresentatives: false },
      );
      enviados += 1;
    }
    if (enviados > 0) await recordAudit(db, { idAtor: null, idPessoaAlvo: null, acao: 'representacao.avisos_vigencia', detalhes: { enviados, dia: today } });
    return { enviados };
  };
}
