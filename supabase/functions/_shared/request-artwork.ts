// The artwork a prospect attaches to a booking request, judged by the bytes
// stored at its path before the request is stored. Storage takes a signed
// upload by its declared type alone, so an HTML page sent as image/png would
// otherwise reach the staff as the campaign's first artwork version. A file
// that fails is removed and the request is refused with the reason; one that
// passes is recorded as checked, which the database requires of any request
// naming artwork (store_contact_request).

import { judgeArtworkBytes } from './artwork-bytes.ts';
import { ARTWORK_MESSAGES } from './artwork-messages.ts';

export interface RequestArtworkCheck {
  contentType: string;
  width: number;
  height: number;
  bytes: number;
}

/** The database and the booking-artwork bucket, with the service role. */
export interface RequestArtworkDeps {
  /** The upload issued at this path: its declared type and whether its bytes were checked; null when none was issued. */
  upload(path: string): Promise<{ contentType: string; checked: boolean } | null>;
  /** The stored file's bytes, or null when nothing is stored there. */
  download(path: string): Promise<Uint8Array | null>;
  remove(path: string): Promise<void>;
  recordCheck(path: string, check: RequestArtworkCheck): Promise<void>;
}

/** Passes artwork that is (or was already) checked; otherwise the problem in the prospect's words. */
export async function checkRequestArtwork(deps: RequestArtworkDeps, path: string): Promise<{ ok: true } | { ok: false; error: string }> {
  const upload = await deps.upload(path);
  // A path never issued: the database refuses it in its own words when the request is stored.
  if (!upload || upload.checked) return { ok: true };
  const bytes = await deps.download(path);
  if (!bytes) return { ok: false, error: ARTWORK_MESSAGES.notReceived };
  const judged = judgeArtworkBytes(bytes, upload.contentType);
  if (!judged.ok) {
    await deps.remove(path);
    return judged;
  }
  await deps.recordCheck(path, { contentType: upload.contentType, width: judged.width, height: judged.height, bytes: bytes.length });
  return { ok: true };
}
