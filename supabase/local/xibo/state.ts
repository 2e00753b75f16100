// What the local Xibo stand-in remembers (in memory, cleared by a reset): its
// display groups, the library's files, the schedule's events, the tokens it
// issued, every API call it received (for tests to read), and the failures a
// test asked for.
import { LOCAL_XIBO_DEV_DISPLAY_GROUPS } from './keys';

/** One call as the stand-in received it: the form's fields, the file's name and size. */
export interface XiboReceivedCall {
  method: string;
  /** Under /api, e.g. /library, /schedule, /schedule/3. */
  path: string;
  status: number;
  fields: Record<string, string[]>;
  file: { name: string; type: string; size: number } | null;
}

export interface XiboMedia {
  mediaId: number;
  name: string;
  fileName: string;
  storedAs: string;
  fileSize: number;
  md5: string;
  mediaType: string;
}

export interface XiboEvent {
  eventId: number;
  eventTypeId: number;
  mediaId: number;
  campaignId: number;
  displayGroupIds: number[];
  /** Unix seconds, as Xibo answers them. */
  fromDt: number;
  toDt: number;
  displayOrder: number;
  isPriority: number;
  name: string | null;
}

/** The calls a test can make fail. */
export type XiboCallKind = 'library' | 'schedule' | 'edit' | 'delete';

/** A failure a test asked for: the next `times` calls (of one kind, or any) answer Xibo's error, or are not answered. */
export interface XiboFailure {
  times: number;
  call: XiboCallKind | null;
  status: number;
  message: string;
  /** Closes the connection unanswered instead (the CMS unreachable). */
  down: boolean;
}

export interface LocalXiboState {
  /** With false (the default), the functions run as without XIBO_URL. */
  configured: boolean;
  displayGroups: Set<number>;
  media: Map<number, XiboMedia>;
  events: Map<number, XiboEvent>;
  tokens: Set<string>;
  received: XiboReceivedCall[];
  tokenRequests: number;
  failure: XiboFailure | null;
  nextMediaId: number;
  nextEventId: number;
  /** This backend's own address (the stand-in is under /xibo). */
  apiUrl: string;
}

/** Development: the functions talk to the stand-in, which has the development display groups. */
export function newXiboState(apiUrl: string, development = false): LocalXiboState {
  return {
    configured: development,
    displayGroups: new Set(development ? LOCAL_XIBO_DEV_DISPLAY_GROUPS : []),
    media: new Map(),
    events: new Map(),
    tokens: new Set(),
    received: [],
    tokenRequests: 0,
    failure: null,
    nextMediaId: 1,
    nextEventId: 1,
    apiUrl,
  };
}
