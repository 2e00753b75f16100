export interface CoreStep {
  id: string;
  needs?: string[];
  cores?: number | { min: number; max: number };
}
export interface CoreStart<S extends CoreStep = CoreStep> {
  step: S;
  cores: number;
}
export function stepsToStart<S extends CoreStep>(pending: S[], state: { total: number; inUse: number; ended: Set<string> }): CoreStart<S>[];
