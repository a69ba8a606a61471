import { NewsroomHome } from '../../features/newsroom/newsroom-home.client';

/** /newsroom: the desks the caller may use. */
export default function NewsroomIndex() {
  return <NewsroomHome />;
}
