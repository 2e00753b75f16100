import type { ChainedCommands, Editor } from '@tiptap/core';
import { useEditorState } from '@tiptap/react';
import { ToolbarButton } from './toolbar-button';

export interface TableControlsProps {
  editor: Editor;
}

interface TableAction {
  label: string;
  text: string;
  command: (chain: ChainedCommands) => ChainedCommands;
}

const ACTIONS: TableAction[] = [
  { label: 'Add row above', text: '+ Row ↑', command: (c) => c.addRowBefore() },
  { label: 'Add row below', text: '+ Row ↓', command: (c) => c.addRowAfter() },
  { label: 'Delete row', text: '− Row', command: (c) => c.deleteRow() },
  { label: 'Add column before', text: '+ Col ←', command: (c) => c.addColumnBefore() },
  { label: 'Add column after', text: '+ Col →', command: (c) => c.addColumnAfter() },
  { label: 'Delete column', text: '− Col', command: (c) => c.deleteColumn() },
  { label: 'Merge cells', text: 'Merge', command: (c) => c.mergeCells() },
  { label: 'Split cell', text: 'Split', command: (c) => c.splitCell() },
  { label: 'Toggle header row', text: 'Header', command: (c) => c.toggleHeaderRow() },
  { label: 'Delete table', text: 'Delete table', command: (c) => c.deleteTable() },
];

/** Shown while the caret is in a table. */
export function TableControls({ editor }: TableControlsProps) {
  const enabled = useEditorState({
    editor,
    selector: ({ editor: e }) => ACTIONS.map((a) => a.command(e.can().chain()).run()),
  });
  return (
    <div role="group" aria-label="Table" className="flex flex-wrap items-center gap-1 border-t border-gray-200 px-2 py-2">
      {ACTIONS.map((a, i) => (
        <ToolbarButton key={a.label} label={a.label} onClick={() => a.command(editor.chain().focus()).run()} disabled={!enabled[i]} className="px-2 text-xs">
          {a.text}
        </ToolbarButton>
      ))}
    </div>
  );
}
