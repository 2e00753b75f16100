import type { ServerResponse } from 'node:http';
import { sendJson } from '../http-utils';

/** storage-api's error body: {statusCode, error, message} with statusCode as a string. */
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
  sendJson(res, err.status, { statusCode: String(err.status), error: err.error, message: err.message });
}

export const objectNotFound = (): StorageError => new StorageError(404, 'not_found', 'Object not found');
export const bucketNotFound = (): StorageError => new StorageError(404, 'Bucket not found', 'Bucket not found');
