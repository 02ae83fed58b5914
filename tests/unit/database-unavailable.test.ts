import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from '@/server/db/unavailable';
import { tusAnswerFor } from '@/server/modules/attachments/tus';

const withCode = (code: string, message = 'falha') => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it.each([
    ['connection refused', withCode('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432')],
    ['connection reset', withCode('ECONNRESET', 'read ECONNRESET')],
    ['admin_shutdown', withCode('57P01', 'terminating connection due to administrator command')],
    ['cannot_connect_now', withCode('57P03', 'the database system is starting up')],
    ['a class 08 connection exception', withCode('08006', 'connection failure')],
    ['too many connections', withCode('53300', 'sorry, too many clients already')],
    ['a connection ended under a query', new Error('Connection terminated unexpectedly')],
    ['the pool connect timeout', new Error('timeout exceeded when trying to connect')],
    ['a dead client used again', new Error('Client has encountered a connection error and is not queryable')],
    ['a refusal on every address', new AggregateError([withCode('ECONNREFUSED'), withCode('ECONNREFUSED')], '')],
  ])('recognises %s', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it('looks through the errors Drizzle wraps around the driver', () => {
    const wrapped = new DrizzleQueryError('select 1', [], withCode('57P01', 'terminating connection due to administrator command') as never);
    expect(isDatabaseUnavailable(wrapped)).toBe(true);
    expect(isDatabaseUnavailable(new DrizzleQueryError('rollback', [], new Error('Client was closed and is not queryable')))).toBe(true);
  });

  it.each([
    ['a unique violation', withCode('23505', 'duplicate key value violates unique constraint')],
    ['a syntax error', withCode('42601', 'syntax error at or near "selec"')],
    ['a bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['a wrapped query error', new DrizzleQueryError('insert …', [], withCode('23503', 'violates foreign key constraint') as never)],
    ['not an error', 'ECONNREFUSED'],
    ['nothing', null],
  ])('leaves %s to the 500 path', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });

  it('stops on a cause that points back at itself', () => {
    const looped = new Error('laço') as Error & { cause?: unknown };
    looped.cause = looped;
    expect(isDatabaseUnavailable(looped)).toBe(false);
  });
});

describe('tusAnswerFor (the resumable uploads answer as every other route)', () => {
  it('answers 503 in Portuguese when the database is away, not 500', () => {
    expect(tusAnswerFor(withCode('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432'))).toEqual({
      status_code: 503,
      body: JSON.stringify({ message: 'Serviço temporariamente indisponível. Tente novamente em instantes.' }),
    });
  });

  it('keeps a full disk at 507 and a hook’s own answer as it is', () => {
    expect(tusAnswerFor(withCode('ENOSPC')).status_code).toBe(507);
    expect(tusAnswerFor({ status_code: 415, body: '{"message":"Formato não aceito."}' })).toEqual({ status_code: 415, body: '{"message":"Formato não aceito."}' });
  });
});
