import { randomBytes } from 'node:crypto';
import { candidatePhotoProblem, ELECTION_MESSAGES, electionProblems, electionStatus, formatReceiptCode, turnoutPercent, voteRefusal, type ElectionInput, type ElectionStatus } from '@/domain/elections';
import type { Database, Queryable } from '../../db/client';
import { HttpError, invalidFields } from '../../http-error';
import { isDatabaseUnavailable } from '../../db/unavailable';
import { databaseUnavailable } from '../../plugins/errors';
import type { AuthenticatedPerson } from '../../plugins/authentication';
import { actingPersonId } from '../../access/reach';
import { recordAudit } from '../../audit/record';
import * as repository from './repository';

/**
 * Elections with a secret vote (issue 16). Who voted is kept apart from what was chosen (see the schema's note):
 * nothing here returns, logs or audits a person next to a candidate. The audit row of a vote names the election only.
 */
export function createElectionService(db: Database) {
  /** Whose elections: the person an administrator views as, or the participant; null = all (an administrator as such). */
  function isAdminAsSuch(auth: AuthenticatedPerson) {
    return auth.isAdmin && !auth.idPessoaAlvo;
  }

  async function existing(id: number, options: { lock?: boolean; tx?: Queryable } = {}) {
    const row = await repository.findElection(options.tx ?? db, id, { lock: options.lock });
    if (!row) throw new HttpError(404, ELECTION_MESSAGES.notFound);
    return row;
  }

  /**
   * The election exists (404) and the caller may see it: administrators as such see all; a participant (or an
   * administrator viewing as one) only those of plans where they have a link that gives a vote (403 otherwise).
   */
  async function visible(auth: AuthenticatedPerson, id: number) {
    const election = await existing(id);
    const plans = await repository.plansOf(db, [id]);
    if (!isAdminAsSuch(auth)) {
      const mine = await repository.eligiblePlansOf(db, actingPersonId(auth));
      if (!plans.some((plan) => mine.includes(plan.id))) throw new HttpError(403, ELECTION_MESSAGES.notEligible);
    }
    return { election, plans };
  }

  /**
   * Each photo is an upload of the administrator creating the election, not linked to a request or a message (a
   * participant's file can never become public through an election), an image by its content and at most 2 MB.
   */
  async function photoProblems(auth: AuthenticatedPerson, candidates: ElectionInput['candidatos']) {
    const ids = candidates.flatMap((candidate) => (candidate.foto ? [candidate.foto] : []));
    const found = new Map((await repository.photoAttachments(db, ids)).map((row) => [row.id, row]));
    return candidates.flatMap((candidate, index) => {
      if (!candidate.foto) return [];
      const path = `candidatos/${index}/foto`;
      const file = found.get(candidate.foto);
      if (!file) return [{ path, message: ELECTION_MESSAGES.photoNotFound, type: 'reference' }];
      if (file.idPessoa !== auth.pessoa.id || file.idRequisicao !== null || file.idMensagem !== null) return [{ path, message: ELECTION_MESSAGES.photoNotYours, type: 'reference' }];
      const problem = candidatePhotoProblem(file);
      return problem ? [{ path, message: problem, type: 'format' }] : [];
    });
  }

  function summary(row: repository.ElectionRow, now: Date) {
    return {
      id: row.id,
      titulo: row.titulo,
      inicio: row.inicio.toISOString(),
      fim: row.fim.toISOString(),
      vagas: row.vagas,
      status: electionStatus(row, now) as ElectionStatus,
      encerradaEm: row.encerradaEm?.toISOString() ?? null,
    };
  }

  return {
    async list(auth: AuthenticatedPerson, now = new Date()) {
      const asAdmin = isAdminAsSuch(auth);
      const idPessoa = actingPersonId(auth);
      const rows = await repository.listElections(db, asAdmin ? null : await repository.eligiblePlansOf(db, idPessoa));
      const ids = rows.map((row) => row.id);
      const [plans, candidates, voters, voted] = await Promise.all([
        repository.plansOf(db, ids),
        repository.candidateCounts(db, ids),
        asAdmin ? repository.voterCounts(db, ids) : Promise.resolve([]),
        asAdmin ? Promise.resolve(new Set<number>()) : repository.votedElections(db, idPessoa, ids),
      ]);
      return rows.map((row) => ({
        ...summary(row, now),
        planos: plans.filter((plan) => plan.idEleicao === row.id).map(({ id, nome }) => ({ id, nome })),
        totalCandidatos: candidates.find((entry) => entry.idEleicao === row.id)?.total ?? 0,
        jaVotou: voted.has(row.id),
        // How many voted so far: administrators only (never who chose what).
        votantes: asAdmin ? (voters.find((entry) => entry.idEleicao === row.id)?.total ?? 0) : null,
      }));
    },

    async detail(auth: AuthenticatedPerson, id: number, now = new Date()) {
      const { election, plans } = await visible(auth, id);
      const candidates = await repository.candidatesOf(db, id);
      const participation = isAdminAsSuch(auth) ? null : await repository.participationOf(db, id, actingPersonId(auth));
      return {
        ...summary(election, now),
        planos: plans.map(({ id: idPlano, nome }) => ({ id: idPlano, nome })),
        candidatos: candidates.map((candidate) => ({ id: candidate.id, nome: candidate.nome, descricao: candidate.descricao, foto: candidate.idAnexoFoto })),
        jaVotou: participation !== null,
        // The caller's own receipt (from the participation row: the code and the time, never the choice).
        comprovante: participation ? { codigo: participation.codigo, votouEm: participation.votouEm.toISOString() } : null,
      };
    },

    async create(auth: AuthenticatedPerson, input: ElectionInput, now = new Date()) {
      const idPlanos = [...new Set(input.idPlanos)];
      const problems = electionProblems({ ...input, idPlanos }, now);
      const known = await repository.existingPlans(db, idPlanos);
      idPlanos.forEach((idPlano) => {
        if (!known.has(idPlano)) problems.push({ path: 'idPlanos', message: `O plano ${idPlano} não existe.`, type: 'exists' });
      });
      problems.push(...(await photoProblems(auth, input.candidatos)));
      if (problems.length > 0) throw invalidFields(problems);
      const candidates = input.candidatos.map((candidate) => ({ nome: candidate.nome.trim(), descricao: candidate.descricao?.trim() || null, idAnexoFoto: candidate.foto ?? null }));
      return db.transaction(async (tx) => {
        const row = await repository.insertElection(tx, { titulo: input.titulo.trim(), inicio: new Date(input.inicio), fim: new Date(input.fim), vagas: input.vagas, idCriador: auth.pessoa.id }, idPlanos, candidates);
        await recordAudit(tx, { idAtor: auth.pessoa.id, idPessoaAlvo: null, acao: 'eleicao.criada', detalhes: { idEleicao: row.id } });
        return { ...summary(row, now), idPlanos };
      });
    },

    async close(auth: AuthenticatedPerson, id: number, now = new Date()) {
      return db.transaction(async (tx) => {
        const election = await existing(id, { lock: true, tx });
        if (election.encerradaEm) throw new HttpError(409, ELECTION_MESSAGES.alreadyClosed);
        const row = await repository.closeElection(tx, id, now, await repository.countElectorate(tx, id));
        await recordAudit(tx, { idAtor: auth.pessoa.id, idPessoaAlvo: null, acao: 'eleicao.encerrada', detalhes: { idEleicao: id } });
        return summary(row, now);
      });
    },

    /**
     * One vote per eligible person while the election is open. Two writes in one transaction: the participation row
     * (who, when, the receipt code) and +1 on the candidate's count. The answer is the receipt, which names the
     * election, the code and the time: never the candidate.
     */
    async vote(auth: AuthenticatedPerson, input: { idEleicao: number; idCandidato: number }, now = new Date()) {
      // The vote is personal: an administrator, even viewing as the person, cannot cast it.
      if (auth.isAdmin) throw new HttpError(403, ELECTION_MESSAGES.personal);
      const idPessoa = auth.pessoa.id;
      await visible(auth, input.idEleicao);
      return db.transaction(async (tx) => {
        // Locked: a close running at the same time waits for the vote, or the vote sees the election closed.
        const election = await existing(input.idEleicao, { lock: true, tx });
        const refusal = voteRefusal(electionStatus(election, now));
        if (refusal) throw new HttpError(409, refusal);
        const candidates = await repository.candidatesOf(tx, input.idEleicao);
        if (!candidates.some((candidate) => candidate.id === input.idCandidato)) throw new HttpError(400, ELECTION_MESSAGES.candidateNotFound);
        const codigo = formatReceiptCode(randomBytes(12));
        if (!(await repository.insertParticipation(tx, { idEleicao: input.idEleicao, idPessoa, votouEm: now, codigoComprovante: codigo }))) {
          throw new HttpError(409, ELECTION_MESSAGES.alreadyVoted);
        }
        try {
          await repository.countVote(tx, input.idEleicao, input.idCandidato);
        } catch (error) {
          // The failed statement's text and parameters (the candidate) must not reach the error log next to this
          // request: rethrown without them (a stopped database still answers 503).
          if (isDatabaseUnavailable(error)) throw databaseUnavailable();
          throw new Error('A contagem do voto falhou.');
        }
        await recordAudit(tx, { idAtor: idPessoa, idPessoaAlvo: idPessoa, acao: 'eleicao.voto', detalhes: { idEleicao: input.idEleicao } });
        return { idEleicao: input.idEleicao, titulo: election.titulo, codigo, votouEm: now.toISOString() };
      });
    },

    /**
     * The tally, only once the election is closed. Before that: 409 (the caller may see this election, but its
     * state does not allow results yet: a partial count would sway the votes still to come); 403 is kept for whom
     * may never see it (a participant of other plans), 404 for an absent election.
     */
    async results(auth: AuthenticatedPerson, id: number) {
      const { election } = await visible(auth, id);
      if (!election.encerradaEm) throw new HttpError(409, ELECTION_MESSAGES.resultsBeforeClosing);
      const candidatos = (await repository.tally(db, id)).map(({ id: idCandidato, nome, foto, votos }) => ({ id: idCandidato, nome, foto, votos }));
      const totalVotos = candidatos.reduce((sum, candidate) => sum + candidate.votos, 0);
      const eleitores = election.eleitores ?? 0;
      const votantes = (await repository.voterCounts(db, [id]))[0]?.total ?? 0;
      return { idEleicao: id, titulo: election.titulo, vagas: election.vagas, candidatos, totalVotos, participacao: { votantes, eleitores, percentual: turnoutPercent(votantes, eleitores) } };
    },

    /** Who voted and when (administrators): the people, never their choices. */
    async participation(id: number) {
      const election = await existing(id);
      const rows = await repository.participationList(db, id);
      return { idEleicao: election.id, total: rows.length, votantes: rows.map((row) => ({ idPessoa: row.idPessoa, nome: row.nome, votouEm: row.votouEm.toISOString() })) };
    },
  };
}

export type ElectionService = ReturnType<typeof createElectionService>;
