import type { ConfiguracaoInstitutos } from '@/domain/institutes';
import * as FUNCTIONALITY from '@/domain/functionality-ids';

/** The four settings pages of the institutes: one shared page, each with its own part of the plan's rules and queue. */
export type InstituteSection = 'resgate' | 'portabilidade' | 'autopatrocinio' | 'bpd';

export interface InstituteSectionDefinition {
  titulo: string;
  intro: string;
  /** The fields of configuracao_instituto this page edits (the others are kept as they are). */
  campos: ReadonlyArray<keyof ConfiguracaoInstitutos>;
  /** Whose open requests make the page's queue. */
  funcionalidades: readonly number[];
}

export const INSTITUTE_SECTIONS: Record<InstituteSection, InstituteSectionDefinition> = {
  resgate: {
    titulo: 'Resgate',
    intro:
      'Quanto do saldo da patrocinadora o participante que se desliga leva no resgate, conforme os anos de plano (vesting), e em quantas parcelas mensais pode receber. Vale para os pedidos de resgate e para as opções de desligamento.',
    campos: ['vestingPatrocinadora', 'resgateParcelasMaximas'],
    funcionalidades: [FUNCTIONALITY.REDEMPTION, FUNCTIONALITY.EXIT_OPTIONS],
  },
  portabilidade: {
    titulo: 'Portabilidade',
    intro: 'Os anos de plano exigidos antes de levar o saldo para outro plano de previdência (carência), até 3 anos pela Resolução CNPC 50/2022.',
    campos: ['carenciaPortabilidadeAnos'],
    funcionalidades: [FUNCTIONALITY.PORTABILITY],
  },
  autopatrocinio: {
    titulo: 'Autopatrocínio',
    intro: 'A taxa administrativa que o participante autopatrocinado paga, em percentual, sobre as contribuições que passa a fazer no lugar da patrocinadora.',
    campos: ['taxaAdministrativaAutopatrocinio'],
    funcionalidades: [FUNCTIONALITY.SELF_SPONSORSHIP],
  },
  bpd: {
    titulo: 'Benefício Proporcional Diferido (BPD)',
    intro: 'Os anos de plano exigidos antes de optar pelo BPD (carência, até 3 anos pela Resolução CNPC 50/2022) e a idade em que o benefício diferido começa a ser pago.',
    campos: ['carenciaBpdAnos', 'idadeMinimaBpd'],
    funcionalidades: [FUNCTIONALITY.BPD],
  },
};
