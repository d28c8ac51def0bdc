/** An answer made ready to send (checked against its schema, serialized), possibly in another thread. */
export interface JsonAnswer {
  body: string;
  /** Headers that describe these bytes: a list's total, its next page. */
  headers: Record<string, string>;
}
