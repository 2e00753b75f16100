// The look of the header's menus, shared by the button shown before the menu
// code arrives (nav-menu.tsx) and the menu itself (dropdown-nav-menu.tsx), so
// the swap from one to the other moves no pixel.

export const triggerClass =
  'inline-flex items-center gap-1 whitespace-nowrap rounded-md px-2 py-2 text-sm font-semibold text-ink hover:bg-brand-50 xl:px-3 ' +
  'data-[state=open]:bg-brand-50 data-[current=true]:underline data-[current=true]:decoration-brand data-[current=true]:decoration-2 data-[current=true]:underline-offset-8';

export const contentClass = 'z-50 min-w-[14rem] rounded-md border border-gray-200 bg-white p-1 shadow-lg';

export const itemClass =
  'flex w-full cursor-pointer items-center justify-between whitespace-nowrap rounded px-3 py-2 text-sm text-ink focus-visible:[outline-offset:-2px] ' +
  'data-[highlighted]:bg-brand-100 data-[state=open]:bg-brand-100';
