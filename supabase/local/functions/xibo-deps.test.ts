// The local backend gives the xibo-publishing job the Xibo secrets of its stand-in only while it is on,
// read by the deployed function's own xiboSettingsFrom.
import { describe, expect, it } from 'vitest';
import { xiboSettingsFrom } from '../../functions/_shared/xibo-gateway';
import { LOCAL_XIBO_CLIENT_ID, LOCAL_XIBO_CLIENT_SECRET, LOCAL_XIBO_DEV_DISPLAY_GROUPS } from '../xibo/keys';
import { newXiboState } from '../xibo/state';
import { localXiboSecrets } from './xibo-deps';

describe('the local Xibo secrets', () => {
  it('point the functions at the stand-in in development, with its display groups', () => {
    const xibo = newXiboState('http://127.0.0.1:54321', true);
    expect(xibo.displayGroups).toEqual(new Set(LOCAL_XIBO_DEV_DISPLAY_GROUPS));
    expect(xiboSettingsFrom(localXiboSecrets(xibo))).toEqual({
      url: 'http://127.0.0.1:54321/xibo',
      clientId: LOCAL_XIBO_CLIENT_ID,
      clientSecret: LOCAL_XIBO_CLIENT_SECRET,
    });
  });

  it('are absent where the stand-in is off (the tests’ default), as without a CMS', () => {
    const xibo = newXiboState('http://127.0.0.1:54321');
    expect(xibo.displayGroups.size).toBe(0);
    expect(xiboSettingsFrom(localXiboSecrets(xibo))).toBeNull();
  });
});
