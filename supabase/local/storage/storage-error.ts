import type { ServerResponse } from 'node:http';
import { sendJson } from '../http-utils';

/**
 * storage-api's error: the body's statusCode (a string) is the error's own code
 * (404, 409, 413, 415, ...), while the HTTP status is 400 for every error but
 * an internal one (500), as hosted storage answers.
 */
export class StorageError extends Error {
  constructor(
    readonly status: number,
    readonly error: string,
    message: string,
    /** storage-api's error code (InvalidJWT, NoSuchKey, ...); sent in the body when known. */
    readonly code?: string,
  ) {
    super(message);
  }
}

export function sendStorageError(res: ServerResponse, err: StorageError): void {
  const body = err.code
    ? { statusCode: String(err.status), code: err.code, error: err.error, message: err.message }
    : { statusCode: String(err.status), error: err.error, message: err.message };
  sendJson(res, err.status === 500 ? 500 : 400, body);
}

export const objectNotFound = (): StorageError => new StorageError(404, 'not_found', 'Object not found', 'NoSuchKey');
export const bucketNotFound = (): StorageError => new StorageError(404, 'Bucket not found', 'Bucket not found', 'NoSuchBucket');
