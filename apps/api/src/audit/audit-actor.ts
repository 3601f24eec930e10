// Code that runs outside a request (a job, a command, the seed) has to say who
// it is; the brand keeps a stray string from standing in for one.
declare const actorBrand: unique symbol;
export type AuditActor = string & { readonly [actorBrand]: true };

/** Jobs, commands, the seed and anything else the api does on its own. */
export const SYSTEM_ACTOR = 'system' as AuditActor;
/** A request nobody is signed in to (a registration, a refused staff password). */
export const ANONYMOUS_ACTOR = 'anonymous' as AuditActor;

export const playerActor = (userId: number): AuditActor => `user:${String(userId)}` as AuditActor;

/** A provider's signed callback: the trail names the provider, not the player it is about. */
export const providerActor = (provider: string): AuditActor => `provider:${provider}` as AuditActor;

export const staffActor = (staffId: number): AuditActor => `staff:${String(staffId)}` as AuditActor;

/** An operator at the api's shell who names themselves (the `held` command). */
export const operatorActor = (name: string): AuditActor => `operator:${name}` as AuditActor;
