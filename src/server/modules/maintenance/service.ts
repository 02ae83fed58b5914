import type { Database } from '../../db/client';
import { HttpError, invalidFields } from '../../http-error';
import type { AuthenticatedPerson } from '../../plugins/authentication';
import { recordAudit } from '../../audit/record';
import * as repository from './repository';

export type WindowStatus = 'ativa' | 'agendada' | 'encerrada';

export function windowStatus(window: { dataInicio: Date; dataFim: Date }, now: Date): WindowStatus {
  if (window.dataFim <= now) return 'encerrada';
  return window.dataInicio <= now ? 'ativa' : 'agendada';
}

function toView(row: repository.MaintenanceWindowRow, now: Date) {
  return { id: row.id, dataInicio: row.dataInicio.toISOString(), dataFim: row.dataFim.toISOString(), mensagem: row.mensagem, status: windowStatus(row, now) };
}

interface WindowInput {
  dataInicio: string;
  dataFim: string;
  mensagem?: string | null;
}

function validate(input: WindowInput, now: Date) {
  const start = new Date(input.dataInicio);
  const end = new Date(input.dataFim);
  const errors = [];
  if (end <= start) errors.push({ path: 'dataFim', message: 'O fim deve ser depois do início.', type: 'order' });
  else if (end <= now) errors.push({ path: 'dataFim', message: 'O fim deve estar no futuro.', type: 'future' });
  if (errors.length) throw invalidFields(errors);
  return { dataInicio: start, dataFim: end, mensagem: input.mensagem?.trim() || null };
}

/** Maintenance windows (settings/desativacao-temporaria): they drive the maintenance redirect of spec §4. */
export function createMaintenanceService(db: Database, events: { scheduled: (window: { id: number; dataInicio: Date }) => Promise<void> }) {
  async function existing(id: number) {
    const row = await repository.findWindow(db, id);
    if (!row) throw new HttpError(404, 'Janela de manutenção não encontrada.');
    return row;
  }

  return {
    async current(now = new Date()) {
      const next = await repository.findCurrentOrNext(db, now);
      if (!next) return { status: 'inativa' as const, dataInicio: null, dataFim: null, isActive: false, mensagem: null };
      const isActive = next.dataInicio <= now;
      return { status: isActive ? ('ativa' as const) : ('agendada' as const), dataInicio: next.dataInicio.toISOString(), dataFim: next.dataFim.toISOString(), isActive, mensagem: next.mensagem };
    },

    async list(now = new Date()) {
      return (await repository.listWindows(db, 100)).map((row) => toView(row, now));
    },

    async create(auth: AuthenticatedPerson, input: WindowInput, now = new Date()) {
      const values = validate(input, now);
      const row = await db.transaction(async (tx) => {
        const inserted = await repository.insertWindow(tx, { ...values, idCriador: auth.pessoa.id });
        await recordAudit(tx, { idAtor: auth.pessoa.id, idPessoaAlvo: null, acao: 'manutencao.criada', detalhes: { id: inserted.id } });
        return inserted;
      });
      if (windowStatus(row, now) === 'agendada') await events.scheduled(row);
      return toView(row, now);
    },

    async update(auth: AuthenticatedPerson, id: number, input: WindowInput, now = new Date()) {
      const current = await existing(id);
      if (windowStatus(current, now) === 'encerrada') throw new HttpError(409, 'Esta janela de manutenção já terminou e não pode ser alterada.');
      const values = validate(input, now);
      const row = await db.transaction(async (tx) => {
        const updated = await repository.updateWindow(tx, id, values);
        await recordAudit(tx, { idAtor: auth.pessoa.id, idPessoaAlvo: null, acao: 'manutencao.alterada', detalhes: { id } });
        return updated;
      });
      // Moved to another start: announced again (the notices are per start).
      if (windowStatus(row, now) === 'agendada' && row.dataInicio.getTime() !== current.dataInicio.getTime()) await events.scheduled(row);
      return toView(row, now);
    },

    /** Ends a window now: an active one stops, a scheduled one will not happen. */
    async end(auth: AuthenticatedPerson, id: number, now = new Date()) {
      const current = await existing(id);
      if (windowStatus(current, now) === 'encerrada') return toView(current, now);
      return db.transaction(async (tx) => {
        const row = await repository.updateWindow(tx, id, { dataFim: now, dataInicio: current.dataInicio > now ? now : current.dataInicio });
        await recordAudit(tx, { idAtor: auth.pessoa.id, idPessoaAlvo: null, acao: 'manutencao.encerrada', detalhes: { id } });
        return toView(row, now);
      });
    },
  };
}

export type MaintenanceService = ReturnType<typeof createMaintenanceService>;
