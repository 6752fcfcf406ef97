/**
 * The case's style tags: chosen ones as chips, a field that takes a new one on Enter (or comma) and
 * offers the usual ones as the browser's suggestions. antd's tag-mode Select did this with 20 kB of
 * JS (issue #14).
 */
import { CloseOutlined } from '@ant-design/icons';
import { useState, type ChangeEvent, type KeyboardEvent } from 'react';

interface Props {
  id: string;
  tags: string[];
  suggestions: readonly string[];
  max: number;
  onChange: (tags: string[]) => void;
}

/** The contract's limit per tag. */
const TAG_MAX_LENGTH = 15;

export function StyleTagsInput({ id, tags, suggestions, max, onChange }: Props) {
  const [text, setText] = useState('');
  const full = tags.length >= max;

  function add(raw: string) {
    const tag = raw.trim();
    setText('');
    if (tag && !tags.includes(tag) && !full) onChange([...tags, tag]);
  }

  function type(event: ChangeEvent<HTMLInputElement>) {
    const value = event.target.value;
    // A suggestion picked from the list arrives whole, as a replacement of the text: take it at once.
    const picked = (event.nativeEvent as InputEvent).inputType === 'insertReplacementText';
    if (picked && suggestions.includes(value)) add(value);
    else setText(value);
  }

  function press(event: KeyboardEvent<HTMLInputElement>) {
    if (event.nativeEvent.isComposing) return; // a Korean syllable still being composed
    if (event.key === 'Enter' || event.key === ',') {
      event.preventDefault();
      add(text);
    } else if (event.key === 'Backspace' && text === '' && tags.length > 0) {
      onChange(tags.slice(0, -1));
    }
  }

  return (
    <div className="tags-input">
      {tags.length > 0 && (
        <ul className="tags-input__tags" aria-label="선택한 태그">
          {tags.map((tag) => (
            <li key={tag} className="tags-input__tag">
              {tag}
              <button
                type="button"
                className="tags-input__remove"
                aria-label={`${tag} 태그 삭제`}
                onClick={() => onChange(tags.filter((kept) => kept !== tag))}
              >
                <CloseOutlined />
              </button>
            </li>
          ))}
        </ul>
      )}
      <input
        id={id}
        className="tags-input__field"
        list={`${id}-suggestions`}
        value={text}
        maxLength={TAG_MAX_LENGTH}
        disabled={full}
        placeholder={full ? `${max}개까지 고를 수 있습니다` : '고르거나 입력 후 Enter'}
        autoComplete="off"
        onChange={type}
        onKeyDown={press}
      />
      <datalist id={`${id}-suggestions`}>
        {suggestions
          .filter((tag) => !tags.includes(tag))
          .map((tag) => (
            <option key={tag} value={tag} />
          ))}
      </datalist>
    </div>
  );
}
