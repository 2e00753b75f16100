// Object names the functions make and sign with the service role, which no
// storage policy binds: checked against the class the policies refuse in
// every bucket (INVISIBLE_FORMATTING), so the functions never sign a name the
// policies would refuse. They make names from ids, never from a file name a
// visitor sends; this keeps it so.

import { INVISIBLE_FORMATTING } from './business-rules.ts';

/** The name, or an error (a fault of ours, never the visitor's) when it holds invisible formatting characters. */
export function plainObjectName(name: string): string {
  if (INVISIBLE_FORMATTING.test(name)) throw new Error(`refusing an object name with invisible formatting characters: ${JSON.stringify(name)}`);
  return name;
}
