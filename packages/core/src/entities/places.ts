import { z } from 'zod';
import { uuid } from './envelope.ts';

/** Spec §3 Language. */
export const languageSchema = z.object({
  id: z.uuid(),
  language_name: z.string(),
  language_code: z.string(),
  english_name: z.string(),
  icon: z.string(),
  is_active: z.boolean(),
});
export type Language = z.infer<typeof languageSchema>;

/** Spec §3 State, answered in one content language (DECISIONS 26). */
export const stateSchema = z.object({
  id: z.uuid(),
  state_name: z.string(),
  name: z.string(),
  state_code: z.string(),
  type: z.enum(['state', 'union_territory']),
  english_name: z.string(),
  /** Every name, code and transliteration the wizard's search box matches (spec §5). */
  search_terms: z.array(z.string()),
  language_id: z.uuid(),
  isDeleted: z.boolean(),
  is_active: z.boolean(),
});
export type State = z.infer<typeof stateSchema>;

/** Spec §3 District, answered in one content language. */
export const districtSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  district_code: z.string(),
  english_name: z.string(),
  search_terms: z.array(z.string()),
  language_id: z.uuid(),
  state_id: z.uuid(),
  isDeleted: z.boolean(),
  is_active: z.boolean(),
});
export type District = z.infer<typeof districtSchema>;

/** Spec §3 Category, answered in one content language. */
export const categorySchema = z.object({
  id: z.uuid(),
  category_name: z.string(),
  slug: z.string(),
  description: z.string(),
  language_id: z.uuid(),
  icon: z.string(),
  color: z.string(),
  sort_order: z.number().int(),
  is_active: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Category = z.infer<typeof categorySchema>;

export const languageIdQuery = {
  language_id: uuid('language_id').optional(),
};
