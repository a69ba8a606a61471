/** The newsroom's cached answers about stories, so a change refreshes what shows it. */
export const storyKey = (id: string) => ['newsroom', 'story', id] as const;
export const storyListKey = ['newsroom', 'stories'] as const;
export const revisionsKey = (id: string, revision: number) =>
  ['newsroom', 'revisions', id, revision] as const;
export const previewKey = (id: string) => ['newsroom', 'preview', id] as const;
