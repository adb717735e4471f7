/**
 * The body of an action that takes no options (start an audit, sign out): `{}`. With no field declared,
 * the validation pipe refuses every field sent, naming it, as it does on every other endpoint.
 */
export class EmptyBodyDto {}
