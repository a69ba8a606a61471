import type { BackgroundJob } from '@vaarta/core/entities/background-jobs';
import type { ApiReader } from './client';

export type { BackgroundJob };

/** The servers' background tasks: last run, next run and failures of each (staff). */
export async function fetchBackgroundJobs(api: ApiReader): Promise<BackgroundJob[]> {
  const { items } = await api.get<{ items: BackgroundJob[] }>('/newsroom/jobs');
  return items;
}
