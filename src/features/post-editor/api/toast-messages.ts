// Blog mutation toasts.
export const SUCCESS_TITLE = 'Success';
export const ERROR_TITLE = 'Error';

export const mutationMessages = {
  create: { success: 'Blog post created successfully!', error: 'Failed to create blog post. Please try again.' },
  update: { success: 'Blog post updated successfully!', error: 'Failed to update blog post. Please try again.' },
  delete: { success: 'Blog post deleted successfully!', error: 'Failed to delete blog post. Please try again.' },
} as const;
