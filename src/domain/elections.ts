import { SITUATION_ID } from './constants';

/**
 * Elections (services.md: eleicoes, settings/eleicoes): who may vote, when, and the turnout. Pure rules: the API and
 * the pages use the same ones.
 */

export type ElectionStatus = 'agendada' | 'aberta' | 'aguardando-encerramento' | 'encerrada';

export const ELECTION_STATUS_LABEL: Record<ElectionStatus, string> = {
  agendada: 'Agendada',
  aberta: 'Votação aberta',
  'aguardando-encerramento': 'Votação terminada, aguardando encerramento',
  encerrada: 'Encerrada',
};

/** A link whose situation has ended (closed, deceased, left, ported) no longer gives a vote; any other does. */
export const ENDED_SITUATIONS: readonly number[] = [SITUATION_ID.CLOSED, SITUATION_ID.DECEASED, SITUATION_ID.LEFT, SITUATION_ID.PORTED];

export function isActiveLinkSituation(idSituacao: number): boolean {
  return !ENDED_SITUATIONS.includes(idSituacao);
}

/** Closed by an administrator → encerrada; otherwise by the period: before → agendada, within → aberta, after → waiting to be closed. */
export function electionStatus(election: { inicio: Date; fim: Date; encerradaEm: Date | null }, now: Date): ElectionStatus {
  if (election.encerradaEm) return 'encerrada';
  if (now < election.inicio) return 'agendada';
  if (now < election.fim) return 'aberta';
  return 'aguardando-encerramento';
}

/** The voters who have not voted hear of an election when it opens and this long before it ends. */
export const CLOSING_NOTICE_HOURS = 24;

/**
 * The notice of an election due at `now`: its opening while it is open, its closing in its last 24 hours (which also
 * stands for an opening never announced, as in an election shorter than a day).
 */
export function electionNoticeDue(election: { inicio: Date; fim: Date; encerradaEm: Date | null }, now: Date): 'abertura' | 'encerramento' | null {
  if (electionStatus(election, now) !== 'aberta') return null;
  return election.fim.getTime() - now.getTime() <= CLOSING_NOTICE_HOURS * 3_600_000 ? 'encerramento' : 'abertura';
}

export const ELECTION_MESSAGES = {
  notStarted: 'A votação desta eleição ainda não começou.',
  ended: 'A votação desta eleição já terminou.',
  closed: 'Esta eleição foi encerrada.',
  alreadyVoted: 'Você já votou nesta eleição.',
  notEligible: 'Você não é eleitor desta eleição: ela é dos participantes de outros planos.',
  personal: 'O voto é pessoal: somente o próprio participante pode votar.',
  notFound: 'Eleição não encontrada.',
  candidateNotFound: 'Este candidato não é desta eleição.',
  resultsBeforeClosing: 'O resultado só é divulgado depois do encerramento da eleição.',
  alreadyClosed: 'Esta eleição já foi encerrada.',
  photoNotFound: 'Foto não encontrada. Envie a foto do candidato novamente.',
  photoType: 'A foto do candidato deve ser uma imagem JPEG, PNG ou WebP.',
  photoTooLarge: 'A foto do candidato deve ter até 2 MB.',
  photoNotYours: 'Use uma foto enviada por você nesta página.',
  photoRepeated: 'Esta foto já é de outro candidato.',
} as const;

/** A candidate's photo: an image by its content (the upload sniffs the magic bytes), at most 2 MB. */
export const CANDIDATE_PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const CANDIDATE_PHOTO_MAX_BYTES = 2 * 1024 * 1024;

/** What the drop zone of a candidate's photo accepts (the API checks the content again). */
export const CANDIDATE_PHOTO_ACCEPT: Record<string, string[]> = { 'image/jpeg': ['.jpg', '.jpeg'], 'image/png': ['.png'], 'image/webp': ['.webp'] };

/** Why an uploaded file cannot be a candidate's photo, or null when it can. */
export function candidatePhotoProblem(file: { tipoConteudo: string; tamanho: number }): string | null {
  if (!(CANDIDATE_PHOTO_TYPES as readonly string[]).includes(file.tipoConteudo)) return ELECTION_MESSAGES.photoType;
  if (file.tamanho > CANDIDATE_PHOTO_MAX_BYTES) return ELECTION_MESSAGES.photoTooLarge;
  return null;
}

/** The initials of a candidate without a photo (first and last name): 'Beatriz Andrade' → 'BA'. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter((word) => /^\p{L}/u.test(word) && !/^(d[aeo]s?|e)$/i.test(word));
  if (words.length === 0) return '?';
  const first = words[0][0];
  const last = words.length > 1 ? words[words.length - 1][0] : '';
  return (first + last).toLocaleUpperCase('pt-BR');
}

/** Why a vote cannot be cast now, or null when the election is open. */
export function voteRefusal(status: ElectionStatus): string | null {
  switch (status) {
    case 'aberta':
      return null;
    case 'agendada':
      return ELECTION_MESSAGES.notStarted;
    case 'aguardando-encerramento':
      return ELECTION_MESSAGES.ended;
    case 'encerrada':
      return ELECTION_MESSAGES.closed;
  }
}

/** Turnout as a percentage with 2 places, exact (integer arithmetic, half up): 2 of 3 → '66.67'; no electorate → '0.00'. */
export function turnoutPercent(voters: number, electorate: number): string {
  if (electorate <= 0) return '0.00';
  const hundredths = Math.floor((voters * 10_000 * 2 + electorate) / (2 * electorate));
  return `${Math.floor(hundredths / 100)}.${String(hundredths % 100).padStart(2, '0')}`;
}

/** Receipt code: 12 characters of an alphabet without look-alikes, in groups of 4 (e.g. 'K7QM-3XHP-9TRW'). */
const RECEIPT_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
export function formatReceiptCode(randomBytes: Uint8Array): string {
  if (randomBytes.length < 12) throw new Error('a receipt code needs 12 random bytes');
  const chars = Array.from(randomBytes.slice(0, 12), (byte) => RECEIPT_ALPHABET[byte % RECEIPT_ALPHABET.length]);
  return [chars.slice(0, 4), chars.slice(4, 8), chars.slice(8, 12)].map((group) => group.join('')).join('-');
}

export interface CandidateInput {
  nome: string;
  descricao?: string | null;
  /** The id of the photo's attachment. */
  foto?: number | null;
}

export interface ElectionInput {
  titulo: string;
  inicio: string;
  fim: string;
  idPlanos: number[];
  vagas: number;
  candidatos: CandidateInput[];
}

export interface FieldProblem {
  path: string;
  message: string;
  type: string;
}

/** The rules of a new election, field by field (Portuguese messages, paths as in the request). */
export function electionProblems(input: ElectionInput, now: Date): FieldProblem[] {
  const problems: FieldProblem[] = [];
  if (!input.titulo.trim()) problems.push({ path: 'titulo', message: 'Informe o título da eleição.', type: 'required' });
  const start = new Date(input.inicio);
  const end = new Date(input.fim);
  if (Number.isNaN(start.getTime())) problems.push({ path: 'inicio', message: 'Informe o início da votação.', type: 'format' });
  if (Number.isNaN(end.getTime())) problems.push({ path: 'fim', message: 'Informe o fim da votação.', type: 'format' });
  else if (!Number.isNaN(start.getTime()) && end <= start) problems.push({ path: 'fim', message: 'O fim da votação deve ser depois do início.', type: 'order' });
  else if (end <= now) problems.push({ path: 'fim', message: 'O fim da votação deve estar no futuro.', type: 'future' });
  if (input.idPlanos.length === 0) problems.push({ path: 'idPlanos', message: 'Escolha ao menos um plano.', type: 'required' });
  const names = input.candidatos.map((candidate) => candidate.nome.trim());
  names.forEach((name, index) => {
    if (!name) problems.push({ path: `candidatos/${index}/nome`, message: 'Informe o nome do candidato.', type: 'required' });
    else if (names.findIndex((other) => other.toLocaleLowerCase('pt-BR') === name.toLocaleLowerCase('pt-BR')) !== index) {
      problems.push({ path: `candidatos/${index}/nome`, message: 'Este candidato já está na lista.', type: 'duplicate' });
    }
  });
  if (!Number.isInteger(input.vagas) || input.vagas < 1) problems.push({ path: 'vagas', message: 'Informe ao menos uma vaga.', type: 'minimum' });
  else if (input.candidatos.length >= 2 && input.vagas > input.candidatos.length) problems.push({ path: 'vagas', message: 'As vagas não podem ser mais que os candidatos.', type: 'max' });
  if (input.candidatos.length < 2) problems.push({ path: 'candidatos', message: 'Uma eleição precisa de ao menos dois candidatos.', type: 'minItems' });
  const photos = input.candidatos.map((candidate) => candidate.foto ?? null);
  photos.forEach((photo, index) => {
    if (photo !== null && photos.indexOf(photo) !== index) problems.push({ path: `candidatos/${index}/foto`, message: ELECTION_MESSAGES.photoRepeated, type: 'duplicate' });
  });
  return problems;
}
