import type { FastifyRequest } from 'fastify';
import { Code } from '@placar/contract/codes';
import { isAcceptableText } from '@placar/contract/text-rule';
import { ApiError } from '../../http/api-error.ts';

const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

/** Limits for @fastify/multipart: one file, a few small fields. */
export const multipartLimits = {
  files: 1,
  fileSize: MAX_UPLOAD_BYTES,
  fields: 5,
  fieldSize: 1024,
  parts: 6,
  headerPairs: 100,
};

const invalid = (en: string, br: string) => new ApiError(Code.invalidInput, { en, br });
const tooLarge = () => invalid('file: must be at most 5 MB', 'file: deve ter no máximo 5 MB');
const missing = () =>
  invalid(
    'file: is required (multipart/form-data field "file")',
    'file: é obrigatório (campo "file" de multipart/form-data)',
  );

const errorCode = (error: unknown) => (error as { code?: unknown }).code;

/** The contract's text rule (no NUL, no lone surrogate) on the names and text a multipart body carries. */
function checkPartText(part: { fieldname: string; filename?: string; value?: unknown }): void {
  const label = isAcceptableText(part.fieldname) ? part.fieldname : 'field name';
  if (!isAcceptableText(part.fieldname) || (typeof part.value === 'string' && !isAcceptableText(part.value))) {
    throw invalid(
      `${label}: must not contain the NUL character or a lone surrogate`,
      `${label}: não pode conter o caractere NUL nem um surrogate isolado`,
    );
  }
  if (part.filename !== undefined && !isAcceptableText(part.filename)) {
    throw invalid(
      `${label}: its file name must not contain the NUL character or a lone surrogate`,
      `${label}: o nome do arquivo não pode conter o caractere NUL nem um surrogate isolado`,
    );
  }
}

/**
 * The bytes of the multipart field `file`; other text fields are ignored, a second file is
 * refused. Anything that goes wrong while reading the body (a missing boundary, a cut
 * stream, too many parts) is the client's input: 4000001, never 500.
 */
export async function readFileField(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw missing();
  let file: Buffer | undefined;
  try {
    for await (const part of request.parts({ limits: multipartLimits })) {
      checkPartText(part);
      if (part.type !== 'file') continue;
      if (part.fieldname !== 'file') throw missing();
      file = await part.toBuffer();
      if (part.file.truncated) throw tooLarge();
    }
  } catch (error) {
    if (error instanceof ApiError) throw error;
    if (errorCode(error) === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    if (errorCode(error) === 'FST_FILES_LIMIT' || errorCode(error) === 'FST_PARTS_LIMIT')
      throw invalid('file: send one file only', 'file: envie um arquivo só');
    throw invalid('file: the multipart body could not be read', 'file: o corpo multipart não pôde ser lido');
  }
  if (file === undefined) throw missing();
  return file;
}
