// POST /api/admin/people/correct {kind, id, field, value}: the answer's record replaces the row in every
// cached person search (its sync state is "pending" until the worker has written Odoo).
import type { correctionSchema } from '@site/contracts/privacy';
import { consultationRecordSchema, contactRecordSchema } from '@site/contracts/records';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { patchPersonRecord } from './find-person';

const correctedSchema = z.object({ success: z.literal(true), record: z.union([contactRecordSchema, consultationRecordSchema]) });

export function useCorrection() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (correction: z.input<typeof correctionSchema>) =>
      (await apiRequest('/api/admin/people/correct', correctedSchema, { method: 'POST', body: correction })).record,
    onSuccess: (record, { kind }) => patchPersonRecord(client, kind, record),
  });
}
