import type { ApiValidationError } from '@/domain/api-types';

/**
 * PostgreSQL refusing what a request asked for (an id that names nothing, a duplicate, a value out of a column's
 * range) is the client's input, not a server fault: 400 or 409 with a Portuguese message instead of a 500.
 * Drizzle wraps the driver's error; PGlite and node-postgres both carry the SQLSTATE in `code`.
 */
const CONSTRAINT_ANSWERS: Record<string, { status: 400 | 409; message: string; type: string }> = {
  '23503': { status: 400, message: 'Os dados enviados citam um registro que não existe.', type: 'reference' },
  '23505': { status: 409, message: 'Já existe um registro com estes dados.', type: 'unique' },
  '23514': { status: 400, message: 'Os dados enviados não obedecem às regras do cadastro.', type: 'check' },
  '22001': { status: 400, message: 'Um dos textos enviados é longo demais.', type: 'maxLength' },
  '22003': { status: 400, message: 'Um dos números enviados está fora do intervalo aceito.', type: 'range' },
  '22007': { status: 400, message: 'Uma das datas enviadas é inválida.', type: 'format' },
  '22008': { status: 400, message: 'Uma das datas enviadas está fora do intervalo aceito.', type: 'range' },
  '22P02': { status: 400, message: 'Um dos valores enviados tem formato inválido.', type: 'format' },
};

function sqlState(error: unknown, depth = 0): string | null {
  if (!error || typeof error !== 'object' || depth > 4) return null;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  return sqlState((error as { cause?: unknown }).cause, depth + 1);
}

export function constraintAnswer(error: unknown): { status: 400 | 409; message: string; errors: ApiValidationError[] } | null {
  const state = sqlState(error);
  const answer = state ? CONSTRAINT_ANSWERS[state] : undefined;
  if (!answer) return null;
  return { status: answer.status, message: answer.message, errors: [{ path: '', message: answer.message, type: answer.type }] };
}
