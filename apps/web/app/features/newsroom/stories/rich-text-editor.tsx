import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import {
  Bold,
  Heading2,
  Heading3,
  Italic,
  Link2,
  Link2Off,
  List,
  ListOrdered,
  Quote,
  Redo2,
  Underline,
  Undo2,
  type LucideIcon,
} from 'lucide-react';
import { useEffect } from 'react';
import { useNewsroomT } from '../newsroom-i18n';

/**
 * Only what the article page renders (apps/server/src/services/article-html.ts): paragraphs,
 * line breaks, h2/h3, bold, italic, underline, quotes, lists and links. Code, strike-through
 * and rules would be dropped on save, so the editor does not offer them.
 */
const extensions = [
  StarterKit.configure({
    heading: { levels: [2, 3] },
    code: false,
    codeBlock: false,
    strike: false,
    horizontalRule: false,
    link: {
      openOnClick: false,
      autolink: true,
      defaultProtocol: 'https',
    },
  }),
];

/** An empty document is an empty body, not `<p></p>`. */
const htmlOf = (editor: Editor) => (editor.isEmpty ? '' : editor.getHTML());

/** The story body's rich-text box (TipTap), writing the article page's HTML. */
export function RichTextEditor({
  value,
  onChange,
  label,
  labelId,
  invalid,
  describedBy,
  lang,
  readOnly,
}: {
  value: string;
  onChange: (html: string) => void;
  label: string;
  labelId: string;
  invalid: boolean;
  describedBy: string | undefined;
  lang: string | undefined;
  readOnly: boolean;
}) {
  const editor = useEditor({
    extensions,
    content: value,
    editable: !readOnly,
    immediatelyRender: false,
    onUpdate: ({ editor: changed }) => onChange(htmlOf(changed)),
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        'data-testid': 'story-body',
        dir: 'auto',
        class:
          'prose-body min-h-64 px-3 py-2 focus:outline-none [&_a]:text-accent [&_a]:underline [&_blockquote]:border-s-4 [&_blockquote]:border-line [&_blockquote]:ps-3 [&_h2]:text-xl [&_h2]:font-bold [&_h3]:text-lg [&_h3]:font-semibold [&_ol]:list-decimal [&_ol]:ps-6 [&_p]:my-2 [&_ul]:list-disc [&_ul]:ps-6',
      },
    },
  });

  // A body that changes from outside (a restored revision, someone else's version) replaces
  // what the box shows; what the box itself reported is already there.
  useEffect(() => {
    if (editor && value !== htmlOf(editor))
      editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);
  useEffect(() => {
    editor?.setEditable(!readOnly, false);
  }, [editor, readOnly]);

  return (
    <div
      className={`rounded-md border bg-page ${invalid ? 'border-brand' : 'border-line'}`}
      aria-describedby={describedBy}
      lang={lang}
    >
      {editor && !readOnly ? <Toolbar editor={editor} label={label} /> : null}
      <EditorContent editor={editor} />
    </div>
  );
}

interface Tool {
  id: string;
  icon: LucideIcon;
  run: (editor: Editor) => void;
  active?: (editor: Editor) => boolean;
}

function askForLink(editor: Editor, prompt: string) {
  const previous = editor.getAttributes('link').href as string | undefined;
  const href = window.prompt(prompt, previous ?? 'https://')?.trim();
  if (href === undefined) return;
  if (!href) editor.chain().focus().extendMarkRange('link').unsetLink().run();
  else editor.chain().focus().extendMarkRange('link').setLink({ href }).run();
}

function Toolbar({ editor, label }: { editor: Editor; label: string }) {
  const t = useNewsroomT();
  const tools: Tool[] = [
    {
      id: 'bold',
      icon: Bold,
      run: (e) => e.chain().focus().toggleBold().run(),
      active: (e) => e.isActive('bold'),
    },
    {
      id: 'italic',
      icon: Italic,
      run: (e) => e.chain().focus().toggleItalic().run(),
      active: (e) => e.isActive('italic'),
    },
    {
      id: 'underline',
      icon: Underline,
      run: (e) => e.chain().focus().toggleUnderline().run(),
      active: (e) => e.isActive('underline'),
    },
    {
      id: 'heading',
      icon: Heading2,
      run: (e) => e.chain().focus().toggleHeading({ level: 2 }).run(),
      active: (e) => e.isActive('heading', { level: 2 }),
    },
    {
      id: 'subheading',
      icon: Heading3,
      run: (e) => e.chain().focus().toggleHeading({ level: 3 }).run(),
      active: (e) => e.isActive('heading', { level: 3 }),
    },
    {
      id: 'bulletList',
      icon: List,
      run: (e) => e.chain().focus().toggleBulletList().run(),
      active: (e) => e.isActive('bulletList'),
    },
    {
      id: 'orderedList',
      icon: ListOrdered,
      run: (e) => e.chain().focus().toggleOrderedList().run(),
      active: (e) => e.isActive('orderedList'),
    },
    {
      id: 'quote',
      icon: Quote,
      run: (e) => e.chain().focus().toggleBlockquote().run(),
      active: (e) => e.isActive('blockquote'),
    },
    {
      id: 'link',
      icon: Link2,
      run: (e) => askForLink(e, t('editor.linkPrompt')),
      active: (e) => e.isActive('link'),
    },
    { id: 'unlink', icon: Link2Off, run: (e) => e.chain().focus().unsetLink().run() },
    { id: 'undo', icon: Undo2, run: (e) => e.chain().focus().undo().run() },
    { id: 'redo', icon: Redo2, run: (e) => e.chain().focus().redo().run() },
  ];
  // Re-drawn when the selection moves, so the pressed buttons follow the cursor.
  const pressed = useEditorState({
    editor,
    selector: ({ editor: current }) => tools.map((tool) => tool.active?.(current) ?? false),
  });
  return (
    <div
      role="toolbar"
      aria-label={`${label}: ${t('editor.toolbar')}`}
      className="flex flex-wrap gap-0.5 border-b border-line p-1"
    >
      {tools.map(({ id, icon: Icon, run, active }, index) => (
        <button
          key={id}
          type="button"
          title={t(`editor.${id}`)}
          aria-label={t(`editor.${id}`)}
          aria-pressed={active ? pressed[index] : undefined}
          onClick={() => run(editor)}
          className="rounded p-2 hover:bg-raised aria-pressed:bg-brand aria-pressed:text-on-brand"
        >
          <Icon aria-hidden="true" className="size-4" />
        </button>
      ))}
    </div>
  );
}
