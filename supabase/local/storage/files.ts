import { createHash, randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

// Object names never become file paths: a hash of bucket and name does, so no
// key can escape the storage folder.

function objectFile(storageDir: string, bucket: string, name: string): string {
  const digest = createHash('sha256').update(`${bucket}\u0000${name}`).digest('hex');
  return path.join(storageDir, digest.slice(0, 2), digest);
}

export async function writeObject(storageDir: string, bucket: string, name: string, bytes: Uint8Array): Promise<void> {
  const file = objectFile(storageDir, bucket, name);
  await mkdir(path.dirname(file), { recursive: true });
  const temp = `${file}.${randomUUID()}.tmp`;
  await writeFile(temp, bytes);
  await rename(temp, file);
}

export async function readObject(storageDir: string, bucket: string, name: string): Promise<Buffer | undefined> {
  try {
    return await readFile(objectFile(storageDir, bucket, name));
  } catch {
    return undefined;
  }
}

export async function removeObject(storageDir: string, bucket: string, name: string): Promise<void> {
  await rm(objectFile(storageDir, bucket, name), { force: true });
}

/** Object keys as storage-api accepts them: no empty segments, no dot segments, no control characters. */
export function validObjectName(name: string): boolean {
  if (name === '' || name.length > 1024) return false;
  for (let i = 0; i < name.length; i++) {
    const code = name.charCodeAt(i);
    if (code < 0x20 || code === 0x7f || name[i] === '\\') return false;
  }
  return name.split('/').every((segment) => segment !== '' && segment !== '.' && segment !== '..');
}
