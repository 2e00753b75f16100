import type { Editor } from '@tiptap/core';
import { useId } from 'react';
import { IMAGE_SIZE_PRESETS, IMAGE_WIDTH_MAX, IMAGE_WIDTH_MIN, IMAGE_WIDTH_STEP, sliderWidth } from './image-with-width';
import { ToolbarButton } from './toolbar-button';

export interface ImageControlsProps {
  editor: Editor;
  width: string | null;
  alt: string;
}

const stopEnter = (e: React.KeyboardEvent) => {
  if (e.key === 'Enter') e.preventDefault();
};

/** Shown while an image is selected: size presets, a width slider and its alt text. */
export function ImageControls({ editor, width, alt }: ImageControlsProps) {
  const sliderId = useId();
  const altId = useId();
  const setWidth = (value: string) => editor.chain().updateAttributes('image', { width: value }).run();
  const slider = sliderWidth(width);

  return (
    <div role="group" aria-label="Image size" className="flex flex-wrap items-center gap-2 border-t border-gray-200 px-2 py-2 text-sm">
      {IMAGE_SIZE_PRESETS.map((preset) => (
        <ToolbarButton
          key={preset.label}
          label={`${preset.label} image (${preset.width === '100%' ? '100%' : preset.width})`}
          pressed={width === preset.width}
          onClick={() => setWidth(preset.width)}
        >
          {preset.label}
        </ToolbarButton>
      ))}
      <label htmlFor={sliderId} className="ml-2">
        Image width
      </label>
      <input
        id={sliderId}
        type="range"
        min={IMAGE_WIDTH_MIN}
        max={IMAGE_WIDTH_MAX}
        step={IMAGE_WIDTH_STEP}
        value={slider}
        onChange={(e) => setWidth(`${e.target.value}px`)}
        className="w-40"
      />
      <output htmlFor={sliderId} className="w-20 tabular-nums">
        {width ?? `${slider}px`}
      </output>
      <label htmlFor={altId} className="ml-2">
        Image alt text
      </label>
      <input
        id={altId}
        type="text"
        value={alt}
        onKeyDown={stopEnter}
        onChange={(e) =>
          editor
            .chain()
            .updateAttributes('image', { alt: e.target.value || null })
            .run()
        }
        className="rounded border border-gray-300 px-2 py-1"
      />
    </div>
  );
}
