/** Builds multipart/form-data bodies for `inject`, as a browser would send a form with text fields and files. */
import { randomBytes } from 'node:crypto';

export interface MultipartFile {
  field: string;
  filename: string;
  contentType: string;
  data: Buffer;
}

/** Quotes a name the way browsers do in Content-Disposition. */
const quoted = (name: string) => `"${name.replace(/"/g, '%22').replace(/\r/g, '%0D').replace(/\n/g, '%0A')}"`;

/** A repeated field is given as an array; files follow the text fields, in the order given. */
export function multipartPayload(
  fields: Record<string, string | string[]>,
  files: MultipartFile[] = [],
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----NewsroomTestBoundary${randomBytes(12).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    for (const text of Array.isArray(value) ? value : [value]) {
      chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name=${quoted(name)}\r\n\r\n${text}\r\n`));
    }
  }
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name=${quoted(file.field)}; filename=${quoted(file.filename)}\r\n` +
          `Content-Type: ${file.contentType}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
