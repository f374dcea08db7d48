import Image from '@tiptap/extension-image'
import { EditorContent, type Editor, useEditor, useEditorState } from '@tiptap/react'
import StarterKit from '@tiptap/starter-kit'
import {
  Bold,
  Heading2,
  Heading3,
  Heading4,
  ImagePlus,
  Italic,
  Link2,
  List,
  ListOrdered,
  Quote,
  Redo2,
  Undo2,
  type LucideIcon,
} from 'lucide-react'
import { type ReactNode, useEffect, useId } from 'react'
import { cn } from '~/lib/cn'

// The stored HTML's look while editing (the public pages style their own copy).
const contentClass = [
  'min-h-48 px-3 py-2 text-base text-ink outline-none',
  '[&_p]:my-2 [&_h2]:mt-4 [&_h2]:mb-2 [&_h2]:text-xl [&_h2]:font-semibold [&_h3]:mt-3 [&_h3]:mb-2 [&_h3]:text-lg [&_h3]:font-semibold',
  '[&_h4]:mt-3 [&_h4]:font-semibold [&_ul]:my-2 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:my-2 [&_ol]:list-decimal [&_ol]:pl-6',
  '[&_a]:text-brand-700 [&_a]:underline [&_blockquote]:border-l-4 [&_blockquote]:border-line [&_blockquote]:pl-3',
  '[&_code]:rounded [&_code]:bg-surface [&_code]:px-1 [&_pre]:rounded [&_pre]:bg-surface [&_pre]:p-3',
  '[&_img]:my-3 [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded [&_img.ProseMirror-selectednode]:outline-2 [&_img.ProseMirror-selectednode]:outline-brand-500',
].join(' ')

/** The toolbar's words, from the caller's namespace. */
export interface RichTextLabels {
  toolbar: string
  bold: string
  italic: string
  heading2: string
  heading3: string
  bulletList: string
  orderedList: string
  link: string
  linkPrompt: string
  undo: string
  redo: string
  /** Only where the field offers them (article bodies). */
  heading4?: string
  blockquote?: string
  image?: string
}

/** Uploads a chosen image and answers its URL and alternative text, or null when cancelled. */
/** Asks for an image (the media picker) and answers what to insert, or null when none was chosen. */
export type ImageInsert = () => Promise<{ src: string; alt: string } | null>

/**
 * A rich-text field of the dashboard (TipTap): the formatting the server's sanitizer keeps
 * (src/lib/server/sanitize-html.ts), named by its label, with its hint and error wired like
 * `Field`. Dashboard only: TipTap and ProseMirror never load on a public page.
 */
export function RichTextEditor({
  label,
  hint,
  error,
  value,
  onChange,
  onBlur,
  labels,
  focusRef,
  insertImage,
}: {
  label: string
  hint?: string
  error?: string
  value: string
  onChange: (html: string) => void
  onBlur?: () => void
  labels: RichTextLabels
  /** Receives `focus()`, so a form can move to this field (react-hook-form's field ref). */
  focusRef?: (instance: { focus: () => void } | null) => void
  /** With it, the toolbar offers h4, quotes and images (uploaded, then inserted). */
  insertImage?: ImageInsert
}) {
  const id = useId()
  const labelId = `${id}-label`
  const hintId = `${id}-hint`
  const errorId = `${id}-error`
  const describedBy = [hint && hintId, error && errorId].filter(Boolean).join(' ')

  const editor = useEditor({
    // The server renders the frame; the editor starts in the browser.
    immediatelyRender: false,
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3, 4] },
        horizontalRule: false,
        link: {
          openOnClick: false,
          autolink: true,
          defaultProtocol: 'https',
          protocols: ['http', 'https', 'mailto', 'tel'],
          isAllowedUri: (url) => /^(https?:|mailto:|tel:)/i.test(url),
        },
      }),
      ...(insertImage ? [Image.configure({ inline: false, allowBase64: false })] : []),
    ],
    content: value,
    onUpdate: ({ editor }) => onChange(editor.isEmpty ? '' : editor.getHTML()),
    onBlur: () => onBlur?.(),
  })

  useEffect(() => {
    if (!editor) return
    editor.setOptions({
      editorProps: {
        attributes: {
          role: 'textbox',
          'aria-multiline': 'true',
          'aria-labelledby': labelId,
          ...(describedBy ? { 'aria-describedby': describedBy } : {}),
          ...(error ? { 'aria-invalid': 'true' } : {}),
          class: contentClass,
        },
      },
    })
  }, [editor, labelId, describedBy, error])

  useEffect(() => {
    if (!focusRef) return
    focusRef(editor ? { focus: () => editor.commands.focus() } : null)
  }, [editor, focusRef])

  return (
    <div className="flex flex-col gap-1.5">
      <span id={labelId} className="text-sm font-medium text-ink">
        {label}
      </span>
      <div
        className={cn(
          'rounded-md border bg-white focus-within:border-brand-500 focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-brand-500',
          error ? 'border-red-700' : 'border-line',
        )}
      >
        <Toolbar editor={editor} labels={labels} insertImage={insertImage} />
        <EditorContent editor={editor} />
      </div>
      {hint && (
        <p id={hintId} className="text-sm text-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  )
}

function Toolbar({ editor, labels, insertImage }: { editor: Editor | null; labels: RichTextLabels; insertImage?: ImageInsert }) {
  const state = useEditorState({
    editor,
    selector: ({ editor }) =>
      editor
        ? {
            bold: editor.isActive('bold'),
            italic: editor.isActive('italic'),
            heading2: editor.isActive('heading', { level: 2 }),
            heading3: editor.isActive('heading', { level: 3 }),
            heading4: editor.isActive('heading', { level: 4 }),
            blockquote: editor.isActive('blockquote'),
            bulletList: editor.isActive('bulletList'),
            orderedList: editor.isActive('orderedList'),
            link: editor.isActive('link'),
            canUndo: editor.can().undo(),
            canRedo: editor.can().redo(),
          }
        : null,
  })
  const chain = () => editor!.chain().focus()
  const setLink = () => {
    if (!editor) return
    const current = (editor.getAttributes('link').href as string | undefined) ?? 'https://'
    const url = window.prompt(labels.linkPrompt, current)
    if (url === null) return
    if (url.trim() === '' || url.trim() === 'https://') chain().extendMarkRange('link').unsetLink().run()
    else chain().extendMarkRange('link').setLink({ href: url.trim() }).run()
  }
  const toggles: Array<{ key: keyof RichTextLabels & keyof NonNullable<typeof state>; Icon: LucideIcon; run: () => void }> = [
    { key: 'bold', Icon: Bold, run: () => chain().toggleBold().run() },
    { key: 'italic', Icon: Italic, run: () => chain().toggleItalic().run() },
    { key: 'heading2', Icon: Heading2, run: () => chain().toggleHeading({ level: 2 }).run() },
    { key: 'heading3', Icon: Heading3, run: () => chain().toggleHeading({ level: 3 }).run() },
    ...(insertImage ? [{ key: 'heading4' as const, Icon: Heading4, run: () => chain().toggleHeading({ level: 4 }).run() }] : []),
    { key: 'bulletList', Icon: List, run: () => chain().toggleBulletList().run() },
    { key: 'orderedList', Icon: ListOrdered, run: () => chain().toggleOrderedList().run() },
    ...(insertImage ? [{ key: 'blockquote' as const, Icon: Quote, run: () => chain().toggleBlockquote().run() }] : []),
    { key: 'link', Icon: Link2, run: setLink },
  ]
  const chooseImage = async () => {
    if (!editor || !insertImage) return
    const image = await insertImage()
    if (image) chain().setImage(image).run()
  }
  return (
    <div role="toolbar" aria-label={labels.toolbar} className="flex flex-wrap border-b border-line p-1 sm:gap-0.5">
      {toggles.map(({ key, Icon, run }) => (
        <ToolbarButton key={key} label={labels[key] ?? key} pressed={state?.[key] ?? false} disabled={!editor} onClick={run}>
          <Icon aria-hidden className="size-4" />
        </ToolbarButton>
      ))}
      {insertImage && (
        <ToolbarButton label={labels.image ?? 'image'} disabled={!editor} onClick={() => void chooseImage()}>
          <ImagePlus aria-hidden className="size-4" />
        </ToolbarButton>
      )}
      <span aria-hidden className="mx-0.5 my-1.5 w-px bg-line sm:mx-1" />
      <ToolbarButton label={labels.undo} disabled={!state?.canUndo} onClick={() => chain().undo().run()}>
        <Undo2 aria-hidden className="size-4" />
      </ToolbarButton>
      <ToolbarButton label={labels.redo} disabled={!state?.canRedo} onClick={() => chain().redo().run()}>
        <Redo2 aria-hidden className="size-4" />
      </ToolbarButton>
    </div>
  )
}

function ToolbarButton({
  label,
  pressed,
  disabled,
  onClick,
  children,
}: {
  label: string
  pressed?: boolean
  disabled?: boolean
  onClick: () => void
  children: ReactNode
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      aria-pressed={pressed}
      disabled={disabled}
      onClick={onClick}
      className="inline-flex size-8 items-center justify-center rounded text-ink sm:size-9 hover:bg-surface disabled:cursor-not-allowed disabled:text-muted/60 aria-pressed:bg-brand-50 aria-pressed:text-brand-800"
    >
      {children}
    </button>
  )
}
