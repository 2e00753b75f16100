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
  ) {
    super(message);
  }
}

export function sendStorageError(res: ServerResponse, err: StorageError): void {
  sendJson(res, err.status === 500 ? 500 : 400, { statusCode: String(err.status), error: err.error, message: err.message });
}

export const objectNotFound = (): StorageError => new StorageError(404, 'not_found', 'Object not found');
export const bucketNotFound = (): StorageError => new StorageError(404, 'Bucket not found', 'Bucket not found');
