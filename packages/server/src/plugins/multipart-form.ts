/**
 * Reads a multipart form (text fields and uploaded files) into memory within fixed limits, and turns every
 * problem with it into a 4xx the sender can act on.
 */
import type { FastifyRequest } from 'fastify';
import type { Multipart } from '@fastify/multipart';
import { NEWS_ADDITIONAL_PHOTOS_MAX, UPLOAD_FILE_SIZE_MAX, uploadMessages as sharedUploadMessages } from '@newsroom/shared';
import { ApiError } from '../lib/api-error.js';
import type { UploadedFile } from '../services/media/image-processor.js';

const MiB = 1024 * 1024;

/** The limits @fastify/multipart is registered with (see plugins/media.ts); the messages below quote them. */
/** files: a thumbnail plus 20 additional photos, the most any form takes. */
export const uploadLimits = { fileSize: UPLOAD_FILE_SIZE_MAX, files: 1 + NEWS_ADDITIONAL_PHOTOS_MAX, fields: 50, fieldSize: MiB };

/** The shared upload messages with this server's limits in them (each is translated by its words, limits included). */
export const uploadMessages = {
  ...sharedUploadMessages,
  fileTooLarge: sharedUploadMessages.fileTooLarge(uploadLimits.fileSize / MiB),
  tooManyFiles: sharedUploadMessages.tooManyFiles(uploadLimits.files),
  tooManyFields: sharedUploadMessages.tooManyFields(uploadLimits.fields),
} as const;

export interface MultipartFormSpec {
  /** The fields that may carry files, and how many each may carry. */
  files: Record<string, { maxCount: number }>;
}

export interface MultipartForm {
  /** A text field sent more than once keeps its last value. */
  fields: Record<string, string>;
  /** Every field of the spec is present, with no files when none were sent. */
  files: Record<string, UploadedFile[]>;
}

/** @fastify/multipart's own errors, by code; anything else while parsing means a malformed body. */
function asClientError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  switch ((error as { code?: unknown } | null)?.code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return new ApiError(413, uploadMessages.fileTooLarge);
    case 'FST_FILES_LIMIT':
      return new ApiError(413, uploadMessages.tooManyFiles);
    case 'FST_FIELDS_LIMIT':
      return new ApiError(413, uploadMessages.tooManyFields);
    case 'FST_PARTS_LIMIT':
      return new ApiError(413, uploadMessages.tooManyParts);
    default:
      return new ApiError(400, uploadMessages.unreadable);
  }
}

function fieldText(value: unknown): string {
  // @fastify/multipart parses a part sent as application/json; the form wants the text that was sent.
  return typeof value === 'string' ? value : JSON.stringify(value);
}

async function readPart(part: Multipart, spec: MultipartFormSpec, form: MultipartForm): Promise<void> {
  if (part.type === 'field') {
    if (part.fieldnameTruncated || part.valueTruncated) throw new ApiError(413, uploadMessages.fieldTooLong(part.fieldname));
    form.fields[part.fieldname] = fieldText(part.value);
    return;
  }

  const name = part.fieldname;
  const filename = part.filename ?? '';
  /** The list this file joins; refuses a field that takes no files, or one that is full. */
  const fileList = (): UploadedFile[] => {
    if (!Object.hasOwn(spec.files, name)) throw new ApiError(400, uploadMessages.unexpectedFile(name));
    const { maxCount } = spec.files[name];
    if (form.files[name].length >= maxCount) throw new ApiError(413, uploadMessages.tooManyFilesFor(name, maxCount));
    return form.files[name];
  };
  // Refuse before reading, so an unwanted file is never buffered.
  if (filename !== '') fileList();
  const data = await part.toBuffer();
  // Browsers send an empty, nameless file part for a file input left empty.
  if (data.length === 0 && filename === '') return;
  fileList().push({ fieldname: name, filename, mimetype: part.mimetype, data });
}

/**
 * Stops parsing and throws away the rest of the body. Node keeps reading a request only while someone
 * consumes it, so without this a client still sending a refused upload would wait for a reply forever.
 */
function discardRestOfBody(request: FastifyRequest): void {
  if (request.raw.readableEnded) return;
  request.raw.unpipe();
  request.raw.resume();
}

export async function readMultipartForm(request: FastifyRequest, spec: MultipartFormSpec): Promise<MultipartForm> {
  if (!request.isMultipart()) throw new ApiError(415, uploadMessages.notMultipart);
  const form: MultipartForm = {
    fields: {},
    files: Object.fromEntries(Object.keys(spec.files).map((name) => [name, []])),
  };
  try {
    for await (const part of request.parts()) await readPart(part, spec, form);
  } catch (error) {
    discardRestOfBody(request);
    throw asClientError(error);
  }
  return form;
}
