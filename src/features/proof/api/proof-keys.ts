import { campaignRecordKeys } from '@/lib/admin-query-keys';

export const proofKeys = {
  all: campaignRecordKeys.proof,
  campaign: (campaignId: string) => [...campaignRecordKeys.proof, 'campaign', campaignId] as const,
  imports: () => [...campaignRecordKeys.proof, 'imports'] as const,
};
