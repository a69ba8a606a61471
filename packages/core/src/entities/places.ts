import { z } from 'zod';
import { uuid } from './envelope.ts';

/** A content language (docs/product/reading.md, "Editions"). */
export const languageSchema = z.object({
  id: z.uuid(),
  language_name: z.string(),
  language_code: z.string(),
  english_name: z.string(),
  icon: z.string(),
  is_active: z.boolean(),
});
export type Language = z.infer<typeof languageSchema>;

/** A state, answered in one content language (docs/decisions/0030). */
export const stateSchema = z.object({
  id: z.uuid(),
  state_name: z.string(),
  name: z.string(),
  state_code: z.string(),
  type: z.enum(['state', 'union_territory']),
  english_name: z.string(),
  /**
   * Every name, code and transliteration the wizard's search box matches (docs/product/reading.md,
   * "Location wizard").
   */
  search_terms: z.array(z.string()),
  language_id: z.uuid(),
  isDeleted: z.boolean(),
  is_active: z.boolean(),
});
export type State = z.infer<typeof stateSchema>;

/** A district, answered in one content language. */
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

/** A category, answered in one content language. */
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
