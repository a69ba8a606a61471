import { z } from 'zod';
import { COMMENT_MAX_LENGTH, REPORT_DETAILS_MAX, REPORT_REASONS } from '../constants.ts';
import { FEEDBACK_MESSAGES } from '../account-messages.ts';
import { emailField } from './account.ts';
import { uuid } from './envelope.ts';

export const likeStateSchema = z.object({
  totalLikes: z.number().int(),
  isLikedByUser: z.boolean(),
});
export type LikeState = z.infer<typeof likeStateSchema>;

/** What GET, POST and DELETE /news/{id}/likes answer. */
export const likesResultSchema = z.object({ success: z.boolean(), data: likeStateSchema });
export type LikesResult = z.infer<typeof likesResultSchema>;

/** docs/decisions/0022: plain text, trimmed, 1–2000 characters. */
export const commentBody = z.object({
  content: z
    .string({ error: 'Comment text is required' })
    .trim()
    .min(1, 'Comment text is required')
    .max(COMMENT_MAX_LENGTH, `Comments can be at most ${COMMENT_MAX_LENGTH} characters long`),
  newsId: uuid('newsId').optional(),
  parentId: uuid('parentId').optional(),
});

export interface CommentView {
  id: string;
  content: string;
  createdAt: string;
  isEdited: boolean;
  isApproved: boolean;
  likeCount: number;
  userId: string;
  userName: string;
  userAvatar: string;
  replyCount: number;
  replies: CommentView[];
}

export const commentSchema: z.ZodType<CommentView> = z.object({
  id: z.uuid(),
  content: z.string(),
  createdAt: z.string(),
  isEdited: z.boolean(),
  isApproved: z.boolean(),
  likeCount: z.number().int(),
  userId: z.uuid(),
  userName: z.string(),
  userAvatar: z.string(),
  replyCount: z.number().int(),
  get replies() {
    return z.array(commentSchema);
  },
});

/** GET /news/{id}/comments: one page, newest first, replies nested. */
export const commentsPageSchema = z.object({
  data: z.object({
    comments: z.array(commentSchema),
    total: z.number(),
    page: z.number(),
    totalPages: z.number(),
  }),
});
export type CommentsPageResult = z.infer<typeof commentsPageSchema>;

/** GET /news/{id}/comments/count. */
export const commentCountSchema = z.object({ total: z.number() });
export type CommentCount = z.infer<typeof commentCountSchema>;

export const commentsPageQuery = z.object({
  page: z.coerce
    .number({ error: 'page must be a number' })
    .int('page must be a whole number')
    .min(1, 'page must be at least 1')
    .max(100_000)
    .default(1),
});

export const reportBody = z.object({
  reason: z.enum(REPORT_REASONS, { error: 'Please select a reason for reporting this news' }),
  description: z
    .string()
    .trim()
    .max(REPORT_DETAILS_MAX, `Details can be at most ${REPORT_DETAILS_MAX} characters long`)
    .optional()
    .default(''),
});
export type ReportBody = z.input<typeof reportBody>;

export const feedbackBody = z.object({
  subject: z
    .string({ error: FEEDBACK_MESSAGES.subjectRequired })
    .trim()
    .min(1, FEEDBACK_MESSAGES.subjectRequired)
    .max(200),
  message: z
    .string({ error: FEEDBACK_MESSAGES.messageRequired })
    .trim()
    .min(1, FEEDBACK_MESSAGES.messageRequired)
    .max(5000),
  rating: z.coerce
    .number()
    .int()
    .min(1, 'Rating must be from 1 to 5')
    .max(5, 'Rating must be from 1 to 5')
    .default(5),
});
export type FeedbackBody = z.input<typeof feedbackBody>;

export const newsletterBody = z.object({
  email: emailField,
  language: z.string().max(10).optional(),
});
export type NewsletterBody = z.input<typeof newsletterBody>;
