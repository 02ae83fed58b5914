import { electionNoticeDue } from '@/domain/elections';
import { firstName } from '@/domain/notices';
import { formatDateTime } from '@/domain/notifications';
import type { Database } from '../../db/client';
import type { NoticeService } from '../notices/service';
import * as repository from './repository';

/** dd/mm/aaaa às hh:mm in Brasília: when an election's voting ends, as its notices say it. */
const endOf = (fim: Date) => formatDateTime(fim.toISOString()).replace(' ', ' às ');

/**
 * The recurring job elections.notices: each open election's voters who have not voted hear of it when it opens and in
 * its last 24 hours, on their channels for elections (in the portal always). Each notice once per election.
 */
export async function announceElections(deps: { db: Database; notices: NoticeService }, now: Date) {
  let avisados = 0;
  for (const election of await repository.openElections(deps.db, now)) {
    const momento = electionNoticeDue(election, now);
    if (!momento) continue;
    const fim = endOf(election.fim);
    const situacao = momento === 'abertura' ? 'está aberta' : 'termina em menos de 24 horas';
    const voters = await repository.votersWhoHaveNotVoted(deps.db, election.id);
    const sent = await deps.notices.notifyMany(
      {
        tipo: 'eleicao',
        titulo: `Eleição ${election.titulo}: ${momento === 'abertura' ? 'a votação está aberta' : 'últimas 24 horas para votar'}`.slice(0, 200),
        descricao: `A eleição ${election.titulo} ${situacao}. Você pode votar até ${fim}; o seu voto é secreto.`,
        link: '/services/eleicoes',
        email: { chave: 'aviso_eleicao', valores: (voter) => ({ nome: firstName(voter.nome), eleicao: election.titulo, fim, situacao }) },
      },
      voters.map((voter) => voter.idPessoa),
      // Claimed with the writes: once per election and moment, and never lost to a crash in between.
      { claim: (tx) => repository.recordElectionNotice(tx, election.id, momento, now) },
    );
    avisados += sent.length;
  }
  return { avisados };
}
