// Spec §2.1 /sucesso-emprestimo: a loan service's request was opened. The same page as /success (its protocol, where to
// follow it), reached with ?protocolo=…&servico=….
export { default } from './success';
