export const proofKeys = {
  all: ['proof'] as const,
  campaign: (campaignId: string) => ['proof', 'campaign', campaignId] as const,
  imports: () => ['proof', 'imports'] as const,
};
