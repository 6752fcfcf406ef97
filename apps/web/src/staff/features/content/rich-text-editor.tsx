/**
 * The notice and event body editor: Tiptap (ProseMirror) with the marks and blocks the sanitizer keeps
 * (headings, lists, quotes, links, images). Loaded lazily, so only the content desk pays for it.
 * Images go up through the server's image pipeline and come back as `/uploads/…` addresses.
 */
import Image from '@tiptap/extension-image';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { Alert, Button, Space, Tooltip } from 'antd';
import { useRef, useState } from 'react';
import { STAFF_DESK_PATHS } from '@partner-portal/contract/staff-desks-api';
import { failureText } from '../../../lib/http/api-error';
import { uploadStaffImage } from '../../shared/upload-staff-image';
import './rich-text-editor.css';

export interface RichTextEditorProps {
  /** The starting HTML (changes after mount are the editor's own). */
  value: string;
  onChange(html: string): void;
  label: string;
}

type Mark = 'bold' | 'italic' | 'strike' | 'bulletList' | 'orderedList' | 'blockquote';
const TOGGLES: { mark: Mark; label: string; text: string; run: (e: Editor) => void }[] = [
  { mark: 'bold', label: '굵게', text: 'B', run: (e) => e.chain().focus().toggleBold().run() },
  { mark: 'italic', label: '기울임', text: 'I', run: (e) => e.chain().focus().toggleItalic().run() },
  { mark: 'strike', label: '취소선', text: 'S', run: (e) => e.chain().focus().toggleStrike().run() },
  {
    mark: 'bulletList',
    label: '글머리 목록',
    text: '• 글머리 목록',
    run: (e) => e.chain().focus().toggleBulletList().run(),
  },
  {
    mark: 'orderedList',
    label: '번호 목록',
    // The visible text is part of the name (axe label-content-name-mismatch): no leading "1.".
    text: '번호 목록',
    run: (e) => e.chain().focus().toggleOrderedList().run(),
  },
  {
    mark: 'blockquote',
    label: '인용',
    text: '“ 인용',
    run: (e) => e.chain().focus().toggleBlockquote().run(),
  },
];

function Toolbar({ editor }: { editor: Editor }) {
  const active = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      ...Object.fromEntries(TOGGLES.map(({ mark }) => [mark, e.isActive(mark)])),
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      link: e.isActive('link'),
    }),
  }) as Record<string, boolean>;
  const fileInput = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function addImage(file: File) {
    setUploading(true);
    setError(null);
    try {
      const { url: src } = await uploadStaffImage(STAFF_DESK_PATHS.contentImages, file);
      editor.chain().focus().setImage({ src, alt: '' }).run();
    } catch (failure) {
      setError(failureText(failure, '이미지를 올리지 못했습니다.'));
    } finally {
      setUploading(false);
    }
  }

  function toggleLink() {
    if (editor.isActive('link')) {
      editor.chain().focus().unsetLink().run();
      return;
    }
    const href = window.prompt('링크 주소 (https:// 또는 /로 시작하는 포털 경로)');
    if (href && (/^https:\/\//.test(href) || href.startsWith('/')))
      editor.chain().focus().extendMarkRange('link').setLink({ href }).run();
  }

  return (
    <>
      <Space wrap size={4} role="toolbar" aria-label="본문 서식" className="rte__toolbar">
        {([2, 3] as const).map((level) => (
          <Button
            key={level}
            size="small"
            type={active[`h${level}`] ? 'primary' : 'default'}
            aria-pressed={active[`h${level}`]}
            onClick={() => editor.chain().focus().toggleHeading({ level }).run()}
          >
            {`제목${level - 1}`}
          </Button>
        ))}
        {TOGGLES.map(({ mark, label, text, run }) => (
          <Tooltip key={mark} title={label}>
            <Button
              size="small"
              aria-label={label}
              aria-pressed={active[mark]}
              type={active[mark] ? 'primary' : 'default'}
              onClick={() => run(editor)}
            >
              {text}
            </Button>
          </Tooltip>
        ))}
        <Button
          size="small"
          aria-pressed={active.link}
          type={active.link ? 'primary' : 'default'}
          onClick={toggleLink}
        >
          링크
        </Button>
        <Button size="small" loading={uploading} onClick={() => fileInput.current?.click()}>
          이미지 넣기
        </Button>
      </Space>
      <input
        ref={fileInput}
        type="file"
        accept="image/jpeg,image/png,image/webp"
        aria-label="본문에 넣을 이미지"
        hidden
        style={{ display: 'none' }}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) void addImage(file);
        }}
      />
      {error && <Alert type="error" showIcon title={error} role="alert" />}
    </>
  );
}

export default function RichTextEditor({ value, onChange, label }: RichTextEditorProps) {
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        code: false,
        codeBlock: false,
        link: { openOnClick: false, protocols: ['https'] },
      }),
      Image,
    ],
    content: value,
    editorProps: {
      attributes: { 'aria-label': label, 'aria-multiline': 'true', role: 'textbox', class: 'rich-text' },
    },
    onUpdate: ({ editor: e }) => onChange(e.isEmpty ? '' : e.getHTML()),
  });
  return (
    <div className="rte">
      <Toolbar editor={editor} />
      <EditorContent editor={editor} className="rte__content" />
    </div>
  );
}
