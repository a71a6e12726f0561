/** Makes unique ids, such as the idempotency key of a trade confirmation. */
export interface IdPort {
  newId(): string;
}
