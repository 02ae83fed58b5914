/** A refusal or failure to tell the operator as it is, in Portuguese, without a stack trace (the command exits 1). */
export class BackupError extends Error {}
