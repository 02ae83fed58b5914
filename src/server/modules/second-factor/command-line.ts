import QRCode from 'qrcode';
import { eq } from 'drizzle-orm';
import { normalizeCpf } from '@/domain/cpf';
import { TOTP_CODE_PATTERN } from '@/domain/second-factor';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { pessoa } from '../../db/schema/people';
import { HttpError } from '../../http-error';
import { createSecondFactorService } from './service';

export interface CommandLineIo {
  /** Asks a question and answers the line typed. */
  ask: (question: string) => Promise<string>;
  print: (text: string) => void;
}

const MAX_TRIES = 3;

/**
 * `npm run admin:totp -- <CPF>`: whoever operates the server sets up (or replaces) an administrator's second factor,
 * with the administrator's phone at hand. It is how the first administrator of a portal with ADMIN_TOTP_REQUIRED
 * gets in, and how one who lost both the phone and the recovery codes gets back: someone with access to the server,
 * never the sign-in page, which a stolen password alone would then open. Answers the process's exit code.
 */
export async function enrolFromCommandLine(db: Database, config: Config, rawCpf: string | undefined, io: CommandLineIo): Promise<number> {
  const cpf = rawCpf ? normalizeCpf(rawCpf) : null;
  if (!cpf) {
    io.print('Informe o CPF do administrador: npm run admin:totp -- 111.444.777-35');
    return 2;
  }
  const person = await db.query.pessoa.findFirst({ where: eq(pessoa.cpf, cpf) });
  if (!person || person.admin !== 'S') {
    io.print('Não há administrador com esse CPF.');
    return 1;
  }
  const service = createSecondFactorService({ db, config, log: { warn: () => undefined } });
  const wasActive = (await service.getStatus(person.id)).ativo;
  const { otpauthUrl, segredo } = await service.start(person);
  io.print(`Verificação em duas etapas de ${person.nome}${wasActive ? ' (substitui o aplicativo configurado antes)' : ''}.`);
  io.print('Leia o QR code com o aplicativo autenticador (Google Authenticator, Microsoft Authenticator, FreeOTP, …):\n');
  io.print(await QRCode.toString(otpauthUrl, { type: 'terminal', small: true, errorCorrectionLevel: 'M' }));
  io.print(`Ou digite o segredo no aplicativo: ${segredo.replace(/(.{4})/g, '$1 ').trim()}\n`);
  for (let attempt = 1; attempt <= MAX_TRIES; attempt += 1) {
    const code = (await io.ask('Código de 6 dígitos mostrado pelo aplicativo: ')).replace(/\s/g, '');
    if (!TOTP_CODE_PATTERN.test(code)) {
      io.print('O código tem 6 dígitos.');
      continue;
    }
    try {
      const { codigosRecuperacao } = await service.confirm(person.id, code, null);
      io.print('\nVerificação em duas etapas ativada. Códigos de recuperação (cada um vale uma vez; guarde-os fora do celular):\n');
      io.print(codigosRecuperacao.map((recoveryCode) => `  ${recoveryCode}`).join('\n'));
      io.print('\nEles não serão mostrados de novo.');
      return 0;
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      io.print(error.message);
    }
  }
  io.print('Nada foi alterado. Rode o comando de novo quando quiser.');
  return 1;
}
