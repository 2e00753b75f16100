import { Extension } from '@tiptap/core';
import { Plugin, PluginKey } from '@tiptap/pm/state';
import { relForLink } from '@/lib/link-rel';

/**
 * Keeps each link's rel in step with its href, however the link was made (the
 * dialog, a paste, autolink): nofollow for other sites only, never for the
 * site's own pages.
 */
export const LinkRel = Extension.create({
  name: 'linkRel',

  addProseMirrorPlugins() {
    return [
      new Plugin({
        key: new PluginKey('linkRel'),
        appendTransaction: (transactions, _oldState, newState) => {
          if (!transactions.some((tr) => tr.docChanged)) return null;
          const linkType = newState.schema.marks.link;
          if (!linkType) return null;
          const tr = newState.tr;
          newState.doc.descendants((node, pos) => {
            if (!node.isText) return true;
            for (const mark of node.marks) {
              if (mark.type !== linkType) continue;
              const rel = relForLink(mark.attrs.href as string | null);
              if (mark.attrs.rel === rel) continue;
              tr.removeMark(pos, pos + node.nodeSize, mark);
              tr.addMark(pos, pos + node.nodeSize, linkType.create({ ...mark.attrs, rel }));
            }
            return false;
          });
          return tr.docChanged ? tr : null;
        },
      }),
    ];
  },
});
