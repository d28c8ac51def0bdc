/** An answer made ready to send (checked against its schema, serialized), possibly in another thread. */
export interface JsonAnswer {
  /** The JSON, as text or as its UTF-8 bytes. */
  body: string | Uint8Array;
  /** Headers that describe these bytes: a list's total, its next page. */
  headers: Record<string, string>;
}

/**
 * A JSON text a public answer's make hands the cache as it is: checked and serialized before (a story's kept answer, a
 * list of them), with the headers that describe its bytes (a list's total, its next page).
 */
export class PreparedJson {
  constructor(
    /** The JSON, as text or as its UTF-8 bytes. */
    readonly body: string | Uint8Array,
    readonly headers: Readonly<Record<string, string>> = {},
  ) {}
}
