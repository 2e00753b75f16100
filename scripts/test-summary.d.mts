export type StepStatus = 'PASS' | 'FAIL' | 'SKIP';
export function stepStatus(code: number, skipped: boolean): StepStatus;
export function summaryCounts(statuses: StepStatus[]): { line: string; failed: number };
export function failureDigest(output: string, max?: number): string[];
