import { useEffect } from 'react';
import { useBlocker } from 'react-router-dom';

export const LEAVE_CONFIRM_MESSAGE = 'You have unsaved changes. Are you sure you want to leave this page?';

/** Asks before leaving with unsaved changes: closing or reloading the tab, and navigating inside the app. */
export function useUnsavedChanges(dirty: boolean): void {
  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers need returnValue set to show the prompt.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);

  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    if (window.confirm(LEAVE_CONFIRM_MESSAGE)) blocker.proceed();
    else blocker.reset();
  }, [blocker]);
}
