export const EMAIL_HINT_TEXT = {
  before: 'Did you mean ',
  after: '?',
} as const;

export interface EmailHintProps {
  id: string;
  /** The address the visitor probably meant. */
  suggestion: string;
  onAccept: (suggestion: string) => void;
}

/** 'Did you mean mario@gmail.com?', the address a button that puts it in the field. Advice only: the form sends either way. */
export function EmailHint({ id, suggestion, onAccept }: EmailHintProps) {
  return (
    <p id={id} className="mt-1 text-sm text-gray-800">
      {EMAIL_HINT_TEXT.before}
      <button
        type="button"
        onClick={() => onAccept(suggestion)}
        className="font-semibold text-ink underline decoration-brand decoration-2 underline-offset-4 hover:text-brand-800"
      >
        {suggestion}
      </button>
      {EMAIL_HINT_TEXT.after}
    </p>
  );
}
