export function browserStepPlan(situation: { buildOnly: boolean; browserFound: boolean; ci: boolean }): { action: 'run' | 'skip' | 'fail' };
