import { z } from 'zod';
import {
  storyFieldsSchema,
  videoLink,
  type Story,
  type StoryFields,
} from '@vaarta/core/entities/newsroom-stories';

/**
 * The story form's values: what the boxes hold (text, with '' for "none"). They are checked
 * with the server's own field rules (packages/core/src/entities/newsroom-stories.ts) before a
 * save, so what the form accepts the server accepts.
 */
export interface StoryValues {
  title: string;
  excerpt: string;
  shortContent: string;
  body: string;
  videoUrl: string;
  languageId: string;
  categoryId: string;
  stateId: string;
  districtId: string;
  authorName: string;
  isBreaking: boolean;
  isFeatured: boolean;
  isSticky: boolean;
  metaDescription: string;
  source: string;
  sourceUrl: string;
}
export type StoryField = keyof StoryValues;

const shape = storyFieldsSchema.shape;
const none = z.literal('');

const valuesSchema = z.object({
  title: shape.title,
  excerpt: shape.excerpt,
  shortContent: shape.shortContent,
  body: shape.body,
  videoUrl: none.or(videoLink),
  languageId: shape.languageId,
  categoryId: shape.categoryId,
  stateId: none.or(shape.stateId.unwrap()),
  districtId: none.or(shape.districtId.unwrap()),
  authorName: shape.authorName,
  isBreaking: shape.isBreaking,
  isFeatured: shape.isFeatured,
  isSticky: shape.isSticky,
  metaDescription: shape.metaDescription,
  source: none.or(shape.source.unwrap()),
  sourceUrl: none.or(shape.sourceUrl.unwrap()),
});

export const emptyValues = (languageId = ''): StoryValues => ({
  title: '',
  excerpt: '',
  shortContent: '',
  body: '',
  videoUrl: '',
  languageId,
  categoryId: '',
  stateId: '',
  districtId: '',
  authorName: '',
  isBreaking: false,
  isFeatured: false,
  isSticky: false,
  metaDescription: '',
  source: '',
  sourceUrl: '',
});

export function valuesOf(story: Story | StoryFields): StoryValues {
  return {
    title: story.title,
    excerpt: story.excerpt,
    shortContent: story.shortContent,
    body: story.body,
    videoUrl: story.videoUrl ?? '',
    languageId: story.languageId,
    categoryId: story.categoryId,
    stateId: story.stateId ?? '',
    districtId: story.districtId ?? '',
    authorName: story.authorName,
    isBreaking: story.isBreaking,
    isFeatured: story.isFeatured,
    isSticky: story.isSticky,
    metaDescription: story.metaDescription,
    source: story.source ?? '',
    sourceUrl: story.sourceUrl ?? '',
  };
}

/** The kind of problem a field has, for the form to say in the interface language. */
export type FieldProblem =
  | { kind: 'required' }
  | { kind: 'tooLong'; max: number }
  | { kind: 'invalidCharacters' }
  | { kind: 'webAddress' }
  | { kind: 'youtube' };

export interface CheckedValues {
  fields: Omit<StoryFields, 'authorId'>;
  problems: Partial<Record<StoryField, FieldProblem & { message: string }>>;
}

function problemOf(issue: z.core.$ZodIssue, value: unknown): FieldProblem {
  if (value === '' || issue.code === 'too_small') return { kind: 'required' };
  if (issue.code === 'too_big') return { kind: 'tooLong', max: Number(issue.maximum) };
  if (issue.message.includes('invalid characters')) return { kind: 'invalidCharacters' };
  if (issue.message.includes('YouTube')) return { kind: 'youtube' };
  return { kind: 'webAddress' };
}

/** The values as the server takes them ('' is null), or the problem of each wrong field. */
export function checkValues(values: StoryValues): CheckedValues {
  const parsed = valuesSchema.safeParse(values);
  const problems: CheckedValues['problems'] = {};
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as StoryField;
      problems[field] ??= { ...problemOf(issue, values[field]), message: issue.message };
    }
  }
  const data = parsed.success ? parsed.data : values;
  const orNull = (value: string) => value || null;
  return {
    problems,
    fields: {
      ...data,
      videoUrl: orNull(data.videoUrl),
      stateId: orNull(data.stateId),
      districtId: orNull(data.districtId),
      source: orNull(data.source),
      sourceUrl: orNull(data.sourceUrl),
    },
  };
}

/** The fields whose values differ: what a save sends. */
export function changedFields(
  fields: CheckedValues['fields'],
  before: CheckedValues['fields'],
): Partial<CheckedValues['fields']> {
  return Object.fromEntries(
    Object.entries(fields).filter(([key, value]) => before[key as keyof typeof before] !== value),
  ) as Partial<CheckedValues['fields']>;
}
