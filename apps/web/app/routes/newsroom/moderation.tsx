import { ModerationDesk } from '../../features/newsroom/moderation/moderation-desk.client';

/** /newsroom/moderation: held comments and reported articles. */
export default function ModerationDeskRoute() {
  return <ModerationDesk />;
}
